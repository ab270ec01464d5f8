import { expect, test } from './session';
import { openDashboard, sidebar } from './support';

/** The demo seed's staff accounts, one per role, and the sidebar each one gets. */
const demoStaff = [
  {
    role: 'reviewer',
    entries: [
      'Dashboard',
      'Users',
      'Gift Card Brands',
      'Transactions',
      'Dispute',
      'Notifications',
      'Review desk',
    ],
    refused: '/payments',
  },
  {
    role: 'finance',
    entries: [
      'Dashboard',
      'Users',
      'Gift Card Brands',
      'Transactions',
      'Payments',
      'Ledger',
      'Notifications',
    ],
    refused: '/disputes',
  },
  {
    role: 'support',
    entries: ['Dashboard', 'Users', 'Gift Card Brands', 'Transactions', 'Dispute', 'Notifications'],
    refused: '/giftcard-brands/add',
  },
] as const;

/**
 * Every entry these tests know of. A resource added later (npm run add:resource) brings its own
 * entry, which these tests do not know of and leave out, so that adding one breaks no test.
 */
const knownEntries = new Set([
  ...demoStaff.flatMap(({ entries }) => entries),
  'Staff',
  'Audit log',
]);

for (const { role, entries, refused } of demoStaff) {
  test.describe(() => {
    test.use({ signedInAs: role });
    test(`the demo ${role} sees only their entries and is not allowed at ${refused}`, async ({
      page,
    }) => {
      await openDashboard(page);
      // The entries appear as the role's permissions are checked: polled until they settle.
      await expect
        .poll(async () =>
          (await sidebar(page).getByRole('menuitem').allTextContents()).filter((entry) =>
            knownEntries.has(entry),
          ),
        )
        .toEqual(entries);

      await page.goto(refused);
      await expect(
        page.getByRole('heading', { name: 'You are not allowed to see this page' }),
      ).toBeVisible();
    });
  });
}

test.describe(() => {
  test.use({ signedInAs: 'support' });
  test('support sees the brands without the buttons that change them', async ({ page }) => {
    await openDashboard(page);
    await sidebar(page).getByRole('menuitem', { name: 'Gift Card Brands' }).click();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add Gift Card Brand' })).toHaveCount(0);
    await expect(page.locator('tbody tr').first().getByRole('button')).toHaveCount(0);
  });
});
