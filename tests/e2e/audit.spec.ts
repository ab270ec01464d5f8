import { expect, test } from '@playwright/test';
import { expectAccessible, login, sidebar } from './support';

test('the Audit log and the History panel show who changed a status, from what to what', async ({
  page,
}) => {
  await login(page);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const pending = await page.request.get('/api/v1/admin/giftcards/?status=PENDING_REVIEW', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { id } = (await pending.json()).results[0];

  await page.goto(`/transactions/${id}`);
  await page.getByRole('combobox', { name: /^Status/ }).click();
  await page.getByRole('option', { name: 'Order Accepted' }).click();
  await page.getByRole('button', { name: 'Update Transaction' }).click();

  const history = page.getByRole('region', { name: 'History' });
  const change = history.getByRole('row').filter({ hasText: 'status:' });
  await expect(change).toContainText('admin');
  await expect(change).toContainText('PENDING_REVIEW');
  await expect(change).toContainText('ORDER_ACCEPTED');

  await sidebar(page).getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'transaction.review' }).click();
  const newest = page.locator('tbody tr').first();
  await expect(newest).toContainText('admin');
  await expect(newest).toContainText('transaction.review');
  await expect(newest).toContainText('PENDING_REVIEW');
  await expect(newest).toContainText('ORDER_ACCEPTED');
  await expectAccessible(page);
});
