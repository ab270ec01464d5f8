import { expect, test } from '@playwright/test';
import { submitPassword } from './staff';
import { sidebar } from './support';

/** The demo seed's staff accounts, one per role, and the sidebar each one gets. */
const demoStaff = [
  {
    role: 'reviewer',
    login: { email: 'reviewer@example.com', password: 'reviewer1234' },
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
    login: { email: 'finance@example.com', password: 'finance1234' },
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
    login: { email: 'support@example.com', password: 'support1234' },
    entries: ['Dashboard', 'Users', 'Gift Card Brands', 'Transactions', 'Dispute', 'Notifications'],
    refused: '/giftcard-brands/add',
  },
];

/**
 * Every entry these tests know of. A resource added later (npm run add:resource) brings its own
 * entry, which these tests do not know of and leave out, so that adding one breaks no test.
 */
const knownEntries = new Set([
  ...demoStaff.flatMap(({ entries }) => entries),
  'Staff',
  'Audit log',
]);

for (const { role, login, entries, refused } of demoStaff) {
  test(`the demo ${role} sees only their entries and is not allowed at ${refused}`, async ({
    page,
  }) => {
    await submitPassword(page, login);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
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
}

test('support sees the brands without the buttons that change them', async ({ page }) => {
  await submitPassword(page, { email: 'support@example.com', password: 'support1234' });
  await sidebar(page).getByRole('menuitem', { name: 'Gift Card Brands' }).click();
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Gift Card Brand' })).toHaveCount(0);
  await expect(page.locator('tbody tr').first().getByRole('button')).toHaveCount(0);
});
