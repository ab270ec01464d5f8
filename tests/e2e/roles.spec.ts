import { expect, test } from '@playwright/test';
import { createStaff, submitPassword } from './staff';

test('a reviewer has no Payments entry and is not allowed at /payments', async ({ page }) => {
  const reviewer = await createStaff(page.request, 'reviewer');
  await submitPassword(page, reviewer);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('menuitem', { name: 'Transactions' })).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([
    'Dashboard',
    'Users',
    'Gift Card Brands',
    'Transactions',
    'Dispute',
    'Notifications',
  ]);

  await page.goto('/payments');
  await expect(
    page.getByRole('heading', { name: 'You are not allowed to see this page' }),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
