import type { APIRequestContext } from '@playwright/test';
import { adminToken, seededCustomer, submitTransaction } from './customer';
import { money } from './giftcards';
import { expect, test } from './session';
import { newestAuditEntry } from './support';

test.use({ signedInAs: 'admin' });

// Issue 31, "Done when": a paid card found spent is clawed back; the customer's next payout is
// reduced by it; the ledger, the user detail and the audit log show each step.
const CUSTOMER_SLOT = 60;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A card of the customer's, accepted by a reviewer at `payout`. */
async function acceptedCard(
  request: APIRequestContext,
  admin: string,
  customer: { token: string; username: string },
  payout: string,
) {
  const card = await submitTransaction(request, customer);
  const accepted = await request.patch(`/api/v1/admin/giftcards/${card.id}/`, {
    headers: bearer(admin),
    data: { status: 'ORDER_ACCEPTED', expected_payout: payout, offered_rate: '50.00' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return card;
}

test('a paid card found spent is clawed back, and the next payout recovers it', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await adminToken(request);
  const customer = await seededCustomer(request, CUSTOMER_SLOT);
  const destination = await request.put('/api/v1/payout-account/', {
    headers: bearer(customer.token),
    data: {
      bank_code: '058',
      bank_name: 'Clawback Test Bank',
      account_number: '0011223344',
      account_name: customer.username,
    },
  });
  expect(destination.ok()).toBe(true);

  // Two cards at half their value: one paid (later found spent), one still owed.
  const first = await submitTransaction(request, customer);
  const payout = (Number(first.card_value) / 2).toFixed(2);
  const accept = await request.patch(`/api/v1/admin/giftcards/${first.id}/`, {
    headers: bearer(admin),
    data: { status: 'ORDER_ACCEPTED', expected_payout: payout, offered_rate: '50.00' },
  });
  expect(accept.ok()).toBe(true);
  const paid = await request.patch(`/api/v1/admin/giftcards/${first.id}/`, {
    headers: bearer(admin),
    data: { status: 'PAID', expected_payout: payout, offered_rate: '50.00' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const next = await acceptedCard(request, admin, customer, payout);
  const owedBefore = (
    await (
      await request.get(`/api/v1/admin/giftcards/${next.id}/`, { headers: bearer(admin) })
    ).json()
  ).data.ledger.owed as string;
  expect(Number(owedBefore)).toBeGreaterThan(0);
  const userId = (
    await (
      await request.get(`/api/v1/admin/giftcards/${first.id}/`, { headers: bearer(admin) })
    ).json()
  ).data.user.id as string;
  // What the customer owed back before (nothing, unless an earlier run clawed one back).
  const receivable = async () =>
    Number(
      (
        await (
          await request.get(`/api/v1/admin/users/${userId}/`, { headers: bearer(admin) })
        ).json()
      ).data.balance_receivable,
    );
  const owesAfter = (await receivable()) + Number(payout);

  // Staff claw the paid card back from its detail, giving the reason.
  await page.goto(`/transactions/${first.id}`);
  await page.getByRole('button', { name: 'Claw back' }).click();
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: `Claw back the payout of ${money(Number(payout))}?` }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Claw back' }).click();
  await expect(dialog.getByText('Reason is required')).toBeVisible();
  await dialog.getByLabel('Reason').fill('Card already redeemed at the store');
  await dialog.getByRole('button', { name: 'Claw back' }).click();
  await expect(dialog.getByText(`Clawed back ${money(Number(payout))}.`)).toBeVisible();
  await expect(
    dialog.getByText(
      `The customer now owes ${money(owesAfter)}, deducted from their next payouts.`,
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The ledger on the card: the clawback transfer, and the card says it was clawed back.
  await expect(page.getByRole('cell', { name: 'Clawback', exact: true })).toBeVisible();
  await expect(page.getByTestId('clawback-note')).toContainText(
    `Clawed back ${money(Number(payout))}`,
  );
  await expect(
    page.getByText('This payout was paid, then clawed back: the customer owes it back.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claw back' })).toHaveCount(0);

  // A second clawback is refused by the server in its coded words.
  const again = await request.post(`/api/v1/admin/giftcards/${first.id}/clawback/`, {
    headers: bearer(admin),
    data: { reason: 'Twice' },
  });
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({
    message: 'Only a paid card is clawed back, once.',
    message_code: 'transaction.only_paid_clawed_back',
  });

  // The customer is told.
  const notices = await (
    await request.get('/api/v1/notifications/', { headers: bearer(customer.token) })
  ).json();
  expect(notices.results[0]).toMatchObject({ kind: 'payout_clawed_back', subject_id: first.id });

  // The next batch recovers it: the item's offset is the clawback, the bank sends the rest.
  const draft = await request.post('/api/v1/admin/payout-batches/', {
    headers: bearer(admin),
    data: { transaction_ids: [next.id], note: 'Clawback e2e' },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const batch = (await draft.json()).data;
  // Sent to the bank: the offset is taken in the same database transaction as the payout.
  const submitted = await request.post(`/api/v1/admin/payout-batches/${batch.id}/submit/`, {
    headers: bearer(admin),
  });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const items = (
    await (
      await request.get(`/api/v1/admin/payout-batches/${batch.id}/items/`, {
        headers: bearer(admin),
      })
    ).json()
  ).results;
  const recovered = Math.min(Number(owedBefore), owesAfter);
  expect(items).toHaveLength(1);
  expect(items[0]).toMatchObject({
    transaction_id: next.id,
    amount: owedBefore,
    offset: recovered.toFixed(2),
    net: (Number(owedBefore) - recovered).toFixed(2),
  });

  // The user detail: the payout account, what is still owed, and the clawback and its offset.
  await page.goto(`/users/${userId}`);
  await expect(page.getByRole('heading', { name: 'Payout account' })).toBeVisible();
  await expect(page.getByTestId('payout-account-number')).toHaveText('******3344');
  await page.getByRole('button', { name: 'Reveal' }).click();
  await expect(page.getByTestId('payout-account-number')).toHaveText('0011223344');
  const transfers = page.getByTestId('receivable-transfers');
  // Each row names its card: the clawback of the paid one, the offset on the next one's item.
  const rowOf = (kind: string, id: string) =>
    transfers
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: kind, exact: true }) })
      .filter({ hasText: `#${id.slice(0, 8)}` });
  await expect(rowOf('Clawback', first.id)).toContainText(money(Number(payout)));
  await expect(rowOf('Clawback offset', next.id)).toContainText(money(recovered));
  expect(await receivable()).toBeCloseTo(owesAfter - recovered, 2);
  await expect(page.getByTestId('balance-receivable')).toHaveText(money(owesAfter - recovered));

  // The audit log: the clawback, the reveal.
  const clawed = await newestAuditEntry(page, 'Payout clawed back');
  await expect(clawed).toContainText('Card already redeemed at the store');
  await newestAuditEntry(page, 'Payout account revealed');
});
