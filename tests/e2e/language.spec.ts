import { expect, test } from '@playwright/test';
import { expectAccessible, login } from './support';

test('the account menu switches the app to French, which stays after a reload, and back', async ({
  page,
}) => {
  await login(page);
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByText(/\$US$/).first()).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('menuitem', { name: 'Transactions' })
    .click();
  await expect(page.getByRole('columnheader', { name: 'Acheteur' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Rechercher une marque...' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Acheteur' })).toBeVisible();

  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('columnheader', { name: 'Buyer' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
