import {
  type ApiTransactionPage as ApiPage,
  type ApiTransaction,
  apiGet,
  bodyRows,
  columnTexts,
  footer,
  money,
  pageThroughAndBack,
} from './giftcards';
import { expect, test } from './session';
import { expectAccessible, openDashboard, pageScrollsSideways, phoneRows } from './support';

test.use({ signedInAs: 'admin' });

const COLUMNS = ['User', 'Trade ID', 'Brand Name', 'Date', 'Card Value', 'Final Payout', 'Action'];

test.describe('payments list', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/payments');
  });

  test('breadcrumb, the columns, and only paid rows', async ({ page }) => {
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Dashboard', 'Payments']);
    await expect(page.getByRole('columnheader')).toHaveText(COLUMNS);
    const paid = await apiGet<ApiPage>(page, '/admin/giftcards/?page_size=20&status=PAID');
    await expect(footer(page)).toHaveText(
      `Showing 1 to 20 of ${paid.count.toLocaleString('en-US')}`,
    );
    // Newest payment first: the rows are the API's paid transactions in paid_at order.
    const newestPaid = await apiGet<ApiPage>(
      page,
      '/admin/giftcards/?page_size=20&status=PAID&ordering=-paid_at',
    );
    await expect(bodyRows(page).locator('td:nth-child(2)')).toHaveText(
      newestPaid.results.map(({ id }) => `#${id.slice(0, 8)}`),
    );
    await expect(bodyRows(page).locator('td:nth-child(6)')).toHaveText(
      newestPaid.results.map(({ final_payout }) => money(Number(final_payout))),
    );
    for (const date of await columnTexts(page, 3)) {
      expect(date).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    }
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('searches a brand on Enter, pages through it and back, and resets', async ({ page }) => {
    const search = page.getByRole('searchbox', { name: 'Search Brand Name...' });
    await search.fill('steam');
    await search.press('Enter');
    const { count } = await apiGet<ApiPage>(
      page,
      '/admin/giftcards/?page_size=1&status=PAID&search=steam',
    );
    await expect(footer(page)).toHaveText(
      `Showing 1 to ${Math.min(20, count)} of ${count.toLocaleString('en-US')}`,
    );
    expect(new Set(await columnTexts(page, 2))).toEqual(new Set(['Steam']));
    await pageThroughAndBack(page, count);

    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(search).toHaveValue('');
    await expect(footer(page)).toHaveText(/^Showing 1 to 20 of [\d,]+$/);
  });

  test('sorts by final payout on the server', async ({ page }) => {
    const header = page.getByRole('columnheader', { name: 'Final Payout' });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const lowest = await apiGet<ApiPage>(
      page,
      '/admin/giftcards/?page_size=20&status=PAID&ordering=final_payout',
    );
    await expect(bodyRows(page).locator('td:nth-child(2)')).toHaveText(
      lowest.results.map(({ id }) => `#${id.slice(0, 8)}`),
    );
  });

  test('the action menu opens the payment detail, by keyboard too', async ({ page }) => {
    const first = bodyRows(page).first();
    const transactionShortId = (await first.locator('td:nth-child(2)').textContent()) ?? '';
    await first.getByRole('button', { name: `Actions for ${transactionShortId}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'View Details' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/payments/${transactionShortId.slice(1)}[0-9a-f-]+$`));
  });
});

test.describe('payment detail', () => {
  test.beforeEach(async ({ page }) => openDashboard(page));

  test('every panel, with the profit figures of the record itself', async ({ page }) => {
    // The oldest paid card is a seeded one, paid at the desk; tests before this one pay cards
    // of their own in other ways (a batch, a clawback offset).
    const { results } = await apiGet<ApiPage>(
      page,
      '/admin/giftcards/?page_size=1&status=PAID&ordering=created_at',
    );
    const { data: payment } = await apiGet<{ data: ApiTransaction }>(
      page,
      `/admin/giftcards/${results[0].id}`,
    );
    await page.goto(`/payments/${payment.id}`);

    for (const section of [
      'Payment Status',
      'Financial Summary',
      'Profit Analysis',
      'Gift Card Details',
      'Brand Information',
      'User Information',
      'Additional Information',
      'Recent Activity Logs',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    const panel = (name: string) =>
      page.locator('.MuiCard-root').filter({ has: page.getByRole('heading', { name }) });
    const value = (name: string, label: string) =>
      panel(name).locator('dt', { hasText: label }).locator('+ dd');

    await expect(value('Payment Status', 'Status')).toHaveText('Paid');
    await expect(value('Payment Status', 'Payment ID')).toHaveText(payment.id.slice(0, 8));
    await expect(value('Payment Status', 'Paid At')).toBeVisible();

    const cardValue = Number(payment.card_value);
    const finalPayout = Number(payment.final_payout);
    await expect(value('Financial Summary', 'Card Value')).toHaveText(money(cardValue));
    await expect(value('Financial Summary', 'Final Payout')).toHaveText(money(finalPayout));

    // Spec and API contract: margin = (card value - payout) / card value × 100, payout being
    // the final payout once paid.
    const margin = ((cardValue - finalPayout) / cardValue) * 100;
    await expect(value('Profit Analysis', 'Offered Rate %')).toHaveText(
      `${Number(payment.offered_rate).toFixed(2)}%`,
    );
    await expect(value('Profit Analysis', 'Margin %')).toHaveText(`${margin.toFixed(2)}%`);
    await expect(value('Profit Analysis', 'Profit Amount')).toHaveText(
      money(cardValue - finalPayout),
    );

    await expect(value('Gift Card Details', 'Currency')).toHaveText('USD');
    await expect(value('Brand Information', 'Name')).toHaveText(payment.brand.name);
    await expect(value('Brand Information', 'Status')).toHaveText(/^(Active|Inactive)$/);
    await expect(value('User Information', 'User ID')).toHaveText(/^[0-9a-f]{6}\.\.\.$/);
    await expect(value('Additional Information', 'Last Updated')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Payment Processed' }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test("'Payment not found' for an unknown id", async ({ page }) => {
    await page.goto('/payments/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Payment not found')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('payments on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list is rows that open the detail; the detail panels stack', async ({ page }) => {
    await page.goto('/payments');
    await expect(phoneRows(page)).toHaveCount(20);
    expect(await pageScrollsSideways(page)).toBe(false);

    await phoneRows(page).first().click();
    const status = page.getByRole('heading', { name: 'Payment Status' });
    const financial = page.getByRole('heading', { name: 'Financial Summary' });
    await expect(financial).toBeVisible();
    const [above, below] = [await status.boundingBox(), await financial.boundingBox()];
    expect(below!.y).toBeGreaterThan(above!.y + 100);
    expect(Math.abs(below!.x - above!.x)).toBeLessThan(4);
    await expectAccessible(page);
  });
});
