import { expect, test } from './session';
import { expectAccessible, newestAuditEntry, openDashboard } from './support';

test.use({ signedInAs: 'admin' });

test('the Audit log and the History panel show who changed a status, from what to what', async ({
  page,
}) => {
  await openDashboard(page);
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
  const change = history.getByRole('row').filter({ hasText: 'Status:' });
  await expect(change).toContainText('admin');
  // The change in words, not the stored codes.
  await expect(change.getByRole('listitem')).toHaveText('Status:Pending ReviewOrder Accepted');

  const newest = await newestAuditEntry(page, 'Transaction reviewed');
  await expect(newest).toContainText('admin');
  await expect(newest).toContainText('Pending Review');
  await expect(newest).toContainText('Order Accepted');
  await expect(newest).not.toContainText('PENDING_REVIEW');
  await expectAccessible(page);
});
