import { seededCustomer } from './customer';
import { expect, test } from './session';
import { expectAccessible, newestAuditEntry } from './support';

test.use({ signedInAs: 'admin' });

const CUSTOMER_SLOT = 40;

test.describe('fraud controls', () => {
  test('a resold code is flagged, its code revealed on request, and the reveal audited', async ({
    page,
    request,
  }) => {
    const customer = await seededCustomer(request, CUSTOMER_SLOT);
    const headers = { Authorization: `Bearer ${customer.token}` };
    const [brand] = (await (await request.get('/api/v1/brands/', { headers })).json()).results;
    const code = `E2E-${Date.now().toString(36).toUpperCase()}-FRD9`;
    const submit = async (cardCode: string) => {
      const response = await request.post('/api/v1/giftcards/', {
        headers,
        data: { brand_id: brand.id, card_value: brand.min_amount, card_code: cardCode },
      });
      expect(response.status()).toBe(201);
      return (await response.json()).data as { id: string };
    };
    const first = await submit(code);
    // The same code, typed as someone else would: lower case, spaces for dashes. The customer is
    // not told it was flagged (api-contract.md, "Customers see only what is theirs"); staff are.
    const resold = await submit(code.toLowerCase().replace(/-/g, ' '));
    expect(resold).not.toHaveProperty('risk_flags');

    await page.goto('/transactions');
    const row = page.locator('table tbody tr', { hasText: `#${resold.id.slice(0, 8)}` });
    await expect(row.getByRole('img', { name: /^Flagged: .*Duplicate code/ })).toBeVisible();
    const flaggedOnly = page.getByRole('switch', { name: 'Flagged only' });
    await flaggedOnly.click();
    await expect(page).toHaveURL(/flagged/);
    await expect(flaggedOnly).toBeChecked();
    const rows = page.locator('table tbody tr');
    await expect(rows.first().getByRole('img', { name: /^Flagged: / })).toBeVisible();
    // Every row the filtered list shows is flagged: none is left without the mark (counting the
    // rows first would count the unfiltered page still on screen while the filtered one loads).
    await expect(
      rows.filter({ hasNot: page.getByRole('img', { name: /^Flagged: / }) }),
    ).toHaveCount(0);

    await page.goto(`/transactions/${resold.id}`);
    const cardCode = page.getByTestId('card-code');
    await expect(cardCode).toHaveText('****-****-FRD9');
    const risk = page.getByRole('list', { name: 'Risk' });
    await expect(risk.getByText('Duplicate code')).toBeVisible();
    await expect(risk.getByRole('link', { name: `#${first.id.slice(0, 8)}` })).toHaveAttribute(
      'href',
      `/transactions/${first.id}`,
    );
    await page.getByRole('button', { name: 'Reveal' }).click();
    await expect(cardCode).toHaveText(code.toLowerCase().replace(/-/g, ' '));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Hide' }).click();
    await expect(cardCode).toHaveText('****-****-FRD9');

    // The reveal is in the Audit log, under its own action, and the code is not.
    const newest = await newestAuditEntry(page, 'Card code revealed');
    await expect(newest).toContainText('Revealed the card code');
    await expect(newest).toContainText('admin');
    await expect(page.locator('main')).not.toContainText(code.slice(4, 12), { ignoreCase: true });
    await expectAccessible(page);
  });
});

test('the payouts awaiting a second approval show above the payments, and one is approved from there', async ({
  page,
}) => {
  await page.goto('/payments');
  const waiting = page.getByRole('region', { name: 'Awaiting second approval' });
  const first = waiting.getByRole('link').first();
  await expect(first).toContainText('Awaiting second approval');
  await expectAccessible(page);
  await first.click();
  await expect(page).toHaveURL(/\/transactions\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Approve payout' }).click();
  await expect(page.getByText(/^Approved by admin at /)).toBeVisible();
});
