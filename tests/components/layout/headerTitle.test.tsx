import { screen } from '@testing-library/react';
import { ResourceDefinitionContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { HeaderTitle } from '../../../src/layout/HeaderTitle';
import { appResources } from '../../../src/registry';
import { renderWithAdmin } from '../support/renderWithAdmin';

const definitions = Object.fromEntries(
  appResources.map(({ name }) => [name, { name, hasList: true }]),
);

const titleAt = async (path: string) => {
  renderWithAdmin(
    <ResourceDefinitionContextProvider definitions={definitions}>
      <HeaderTitle />
    </ResourceDefinitionContextProvider>,
    { initialEntries: [path] },
  );
  return (await screen.findByText(/./)).textContent;
};

describe('header title (spec, "Shell")', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/giftcard-brands', 'Gift Card Brands'],
    ['/giftcard-brands/4f1c', 'Gift Card Brands'],
    ['/giftcard-brands/add', 'Add Gift Card Brand'],
    ['/users', 'Users'],
    ['/users/4f1c', 'User Details'],
    ['/disputes', 'Disputes'],
    ['/disputes/4f1c', 'Disputes'],
    ['/transactions', 'Transactions'],
    ['/transactions/4f1c', 'Transaction Details'],
    ['/payments', 'Payments'],
    ['/payments/4f1c', 'Payment Details'],
    ['/notifications', 'Notifications'],
    ['/access-denied', 'Access denied'],
    ['/no-such-page', 'Page not found'],
    ['/review', 'Review desk'],
  ])('%s shows "%s"', async (path, title) => {
    expect(await titleAt(path)).toBe(title);
  });

  it('names the document after the header title and the app', async () => {
    await titleAt('/users/4f1c');
    expect(document.title).toBe('User Details · Gift Card Admin');
  });
});
