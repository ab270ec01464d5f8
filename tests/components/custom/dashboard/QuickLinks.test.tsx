import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '../../../../contract/enums';
import { canAccessFor } from '../../../../src/auth/access';
import { authProvider } from '../../../../src/authProvider';
import { QuickLinks } from '../../../../src/custom/dashboard/QuickLinks';
import { appResources } from '../../../../src/registry';
import { renderWithAdmin } from '../../support/renderWithAdmin';
import { signInAs } from '../../support/session';

/** The quick links as a staff member of `role` sees them, with the app's access rules. */
const linksOf = async (role: StaffRole) => {
  signInAs(role);
  renderWithAdmin(<QuickLinks />, {
    authProvider: {
      ...authProvider,
      canAccess: canAccessFor(
        Object.fromEntries(appResources.map(({ name, access }) => [name, access])),
      ),
    },
  });
  const panel = (await screen.findByText('Quick Links')).closest('div') as HTMLElement;
  await within(panel.parentElement as HTMLElement).findAllByRole('link');
  return Object.fromEntries(
    screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
  );
};

describe('the quick links', () => {
  it('give the admin every list, the disputes filtered to the open ones', async () => {
    const links = await linksOf('admin');
    expect(Object.keys(links)).toEqual([
      'Review submissions',
      'Open disputes',
      'Paid payouts',
      'Gift card brands',
    ]);
    const disputes = new URL(links['Open disputes'] as string, 'http://app');
    expect(disputes.pathname).toBe('/disputes');
    expect(JSON.parse(disputes.searchParams.get('filter') as string)).toEqual({ status: 'open' });
  });

  it.each([
    ['reviewer', ['Review submissions', 'Open disputes', 'Gift card brands']],
    ['support', ['Review submissions', 'Open disputes', 'Gift card brands']],
    ['finance', ['Review submissions', 'Paid payouts', 'Gift card brands']],
  ] as const)('never lead a %s to a page their role may not open', async (role, expected) => {
    expect(Object.keys(await linksOf(role))).toEqual(expected);
  });
});
