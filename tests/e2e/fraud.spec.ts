import { expect, test } from '@playwright/test';
import { adminToken, seededCustomer } from './customer';
import { expectAccessible, login } from './support';

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
      return (await response.json()).data as { id: string; risk_flags: string[] };
    };
    const first = await submit(code);
    // The same code, typed as someone else would: lower case, spaces for dashes.
    const resold = await submit(code.toLowerCase().replace(/-/g, ' '));
    expect(resold.risk_flags).toContain('duplicate_code');

    await login(page);
    await page.goto('/transactions');
    const row = page.locator('table tbody tr', { hasText: `#${resold.id.slice(0, 8)}` });
    await expect(row.getByRole('img', { name: /^Flagged: .*Duplicate code/ })).toBeVisible();
    const flaggedOnly = page.getByRole('switch', { name: 'Flagged only' });
    await flaggedOnly.click();
    await expect(page).toHaveURL(/flagged/);
    await expect(flaggedOnly).toBeChecked();
    const rows = page.locator('table tbody tr');
    await expect(rows.first().getByRole('img', { name: /^Flagged: / })).toBeVisible();
    await expect(rows.getByRole('img', { name: /^Flagged: / })).toHaveCount(await rows.count());

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

    const token = await adminToken(request);
    const audit = await request.get('/api/v1/admin/audit-logs/', {
      headers: { Authorization: `Bearer ${token}` },
      params: { action: 'transaction.reveal_code', target_id: resold.id },
    });
    expect(audit.ok()).toBe(true);
    const { results } = await audit.json();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      actor: { username: expect.any(String) },
      target_type: 'transaction',
      target_id: resold.id,
    });
    expect(JSON.stringify(results)).not.toContain(code.slice(4, 12));
  });
});
