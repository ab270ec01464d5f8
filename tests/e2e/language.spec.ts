import { expect, test } from './session';
import { expectAccessible, openDashboard } from './support';

test.use({ signedInAs: 'admin' });

test('the account menu switches the app to French, which stays after a reload, and back', async ({
  page,
}) => {
  await openDashboard(page);
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

test('a French reader sees a seeded card’s history and activity in French, none of the server’s English', async ({
  page,
}) => {
  await openDashboard(page);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  // The oldest paid card is a seeded one; tests before this one pay cards of their own.
  const paid = await page.request.get('/api/v1/admin/giftcards/?status=PAID&ordering=created_at', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { id } = (await paid.json()).results[0];
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await page.goto(`/transactions/${id}`);

  const history = page.getByRole('region', { name: 'Historique' });
  await expect(history.getByText(/^Statut passé de /).first()).toBeVisible();
  await expect(history.getByText('Statut:', { exact: true }).first()).toBeVisible();
  const activity = page.getByRole('table', { name: 'Activité récente' });
  await expect(activity.getByText(/^Paiement de .+\s\$US effectué\.$/)).toBeVisible();
  for (const english of ['Status changed', 'processed', 'No recorded changes', 'PENDING_REVIEW']) {
    await expect(page.getByText(english, { exact: false })).toHaveCount(0);
  }
  await expect(page.getByText(/\$\d/)).toHaveCount(0);

  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
});

test('on a laptop, every list’s table fits its card in French, whose words are longer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await openDashboard(page);
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  for (const path of [
    '/users',
    '/transactions',
    '/payments',
    '/disputes',
    '/audit-logs',
    '/rates',
  ]) {
    await page.goto(path);
    await expect(page.locator('tbody tr').first()).toBeVisible();
    // A table wider than its card would hide its last columns (the row's actions) off the side.
    const cut = await page
      .locator('table')
      .first()
      .evaluate((table) => table.scrollWidth > (table.parentElement?.clientWidth ?? 0) + 1);
    expect(cut, path).toBe(false);
  }
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
});
