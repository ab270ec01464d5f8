import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { canAccessFor } from '../../../../src/auth/access';
import { authProvider } from '../../../../src/authProvider';
import brandsResource from '../../../../src/resources/brands';
import { BrandList } from '../../../../src/resources/brands/BrandList';
import type { Brand } from '../../../../src/resources/brands/types';
import { renderScreen } from '../../support/renderScreen';
import { signInAs } from '../../support/session';
import { findToast } from '../../support/toasts';

const steam: Brand = {
  id: 'b1',
  name: 'Steam',
  description: '',
  image: '/media/steam',
  currency: 'USD',
  min_amount: '10.00',
  max_amount: 'N/A',
  rate_percentage: '83.00',
  is_active: false,
  created_at: '2025-01-05T14:03:00.000Z',
};

const renderList = (dataProvider: object, withAccess = false) =>
  renderScreen(
    <ResourceContextProvider value="giftcard-brands">
      <BrandList />
    </ResourceContextProvider>,
    {
      dataProvider,
      route: '/giftcard-brands/*',
      path: '/giftcard-brands',
      resources: ['giftcard-brands'],
      authProvider: withAccess
        ? {
            ...authProvider,
            canAccess: canAccessFor({ 'giftcard-brands': brandsResource.access }),
          }
        : undefined,
    },
  );

const getList = vi.fn(async () => ({
  data: [steam],
  total: 1,
  pageInfo: { hasNextPage: false, hasPreviousPage: false },
}));

const askToDelete = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Actions for Steam' }));
  await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Are you sure you want to delete the brand "Steam"?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  // The dialog and the menu close with transitions; a slow machine still has them on screen.
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
};

describe('BrandList', () => {
  it('shows the logo, the values as sent (N/A too) and the status badge', async () => {
    renderList({ getList });
    const row = (await screen.findByText('Steam')).closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Steam', '83.00', 'Inactive', '10.00', 'N/A', '']);
    expect(row.querySelector('img')).toHaveAttribute('src', '/media/steam');
    expect(screen.getByRole('link', { name: 'Add Gift Card Brand' })).toHaveAttribute(
      'href',
      '/giftcard-brands/add',
    );
  });

  it('gives who may only read no Action column, and opens the brand read-only from its row', async () => {
    signInAs('reviewer');
    const { router } = renderList({ getList }, true);
    const row = (await screen.findByText('Steam')).closest('tr') as HTMLElement;
    await waitFor(() =>
      expect(screen.queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument(),
    );
    expect(within(row).getAllByRole('cell')).toHaveLength(5);
    expect(screen.queryByRole('link', { name: 'Add Gift Card Brand' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByText('Steam'));
    await waitFor(() => expect(router.location?.pathname).toBe('/giftcard-brands/b1/show'));
  });

  it('deletes after the confirmation, with the success toast', async () => {
    const remove = vi.fn(async () => ({ data: steam }));
    renderList({ getList, delete: remove });
    await askToDelete();
    expect(await screen.findByText('Brand "Steam" deleted successfully')).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('giftcard-brands', expect.objectContaining({ id: 'b1' }));
  });

  it('a refused delete shows the server message, else the spec fallback', async () => {
    const message = 'This brand has gift card submissions and cannot be deleted.';
    const refuse = vi.fn(async () => {
      throw new HttpError(message, 409, { message });
    });
    renderList({ getList, delete: refuse });
    await askToDelete();
    expect(await findToast(message)).toHaveAttribute('data-type', 'error');

    refuse.mockImplementation(async () => {
      throw new HttpError('Failed to delete brand. Session might be expired.', 500, null);
    });
    await askToDelete();
    expect(await findToast('Failed to delete brand')).toHaveAttribute('data-type', 'error');
  });
});
