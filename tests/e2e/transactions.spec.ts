import {
  type ApiTransactionPage as ApiPage,
  apiGet,
  bodyRows,
  chooseStatus,
  columnTexts,
  footer,
  money,
  pageThroughAndBack,
} from './giftcards';
import { expect, test } from './session';
import { expectAccessible, openDashboard, pageScrollsSideways, phoneRows, toast } from './support';

test.use({ signedInAs: 'admin' });

// The spec's columns, and the service-level clock before the action (api-contract.md, "Service levels").
const COLUMNS = [
  'Buyer',
  'Trade ID',
  'Brand name',
  'Date',
  'Card Value',
  'Status',
  'Time left',
  'Action',
];
// The admin may review cards: the first column holds the ticks of bulk review, then the spec's.
const SPEC_COLUMN = (index: number) => index + 1;

test.describe('transactions list', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/transactions');
  });

  test('breadcrumb, filters, the columns and the first page', async ({ page }) => {
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText(['Dashboard', 'Transactions']);
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search Brand Name...' })).toBeVisible();
    await expect(page.getByRole('columnheader')).toHaveText(['', ...COLUMNS]);

    const { count } = await apiGet<ApiPage>(page, '/admin/giftcards/?page_size=1');
    await expect(footer(page)).toHaveText(`Showing 1 to 20 of ${count.toLocaleString('en-US')}`);
    await expect(bodyRows(page)).toHaveCount(20);
    for (const id of await columnTexts(page, SPEC_COLUMN(1))) expect(id).toMatch(/^#[0-9a-f]{8}$/);
    for (const email of await columnTexts(page, SPEC_COLUMN(0))) expect(email).toContain('@');
    for (const date of await columnTexts(page, SPEC_COLUMN(3))) {
      expect(date).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    }
    for (const value of await columnTexts(page, SPEC_COLUMN(4)))
      expect(value).toMatch(/^\$[\d,]+\.\d{2}$/);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await expect(page.getByRole('listbox').getByRole('option')).toHaveText([
      'Status',
      'Pending Review',
      'Order Accepted',
      'Rejected',
      'Redeemed',
      'Paid',
    ]);
    await page.keyboard.press('Escape');
    await expectAccessible(page);
  });

  test('filters by status, with each badge in its colour', async ({ page }) => {
    const tones = {
      'Pending Review': 'yellow',
      'Order Accepted': 'green',
      Rejected: 'red',
      Redeemed: 'darkGreen',
      Paid: 'darkestGreen',
    };
    for (const [status, tone] of Object.entries(tones)) {
      await chooseStatus(page, status);
      const code = status.toUpperCase().replace(' ', '_');
      const { count } = await apiGet<ApiPage>(page, `/admin/giftcards/?page_size=1&status=${code}`);
      await expect(footer(page)).toHaveText(
        `Showing 1 to ${Math.min(20, count)} of ${count.toLocaleString('en-US')}`,
      );
      const badges = bodyRows(page).locator(`td:nth-child(${SPEC_COLUMN(6)}) [data-tone]`);
      await expect(badges.first()).toHaveAttribute('data-tone', tone);
      expect(new Set(await badges.allInnerTexts())).toEqual(new Set([status]));
    }
    await expectAccessible(page);
  });

  test('searches a brand on Enter within the chosen status, pages through it and resets', async ({
    page,
  }) => {
    // Four pages forth and back: longer than most tests on a busy two-core machine.
    test.slow();
    await chooseStatus(page, 'Paid');
    // The address holds the status before the list has rendered it; a search sent in that
    // moment keeps it (src/list/filterChanges.tsx).
    await expect(page).toHaveURL(/PAID/);
    const search = page.getByRole('searchbox', { name: 'Search Brand Name...' });
    await search.fill('steam');
    await search.press('Enter');
    // Status and search combine on Transactions ("Paid + Steam"), and the address keeps both.
    const { count } = await apiGet<ApiPage>(
      page,
      '/admin/giftcards/?page_size=1&search=steam&status=PAID',
    );
    await expect(footer(page)).toHaveText(`Showing 1 to 20 of ${count.toLocaleString('en-US')}`);
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Paid');
    await expect(page).toHaveURL(/PAID/);
    expect(new Set(await columnTexts(page, SPEC_COLUMN(2)))).toEqual(new Set(['Steam']));
    const badges = bodyRows(page).locator(`td:nth-child(${SPEC_COLUMN(6)}) [data-tone]`);
    expect(new Set(await badges.allInnerTexts())).toEqual(new Set(['Paid']));

    await pageThroughAndBack(page, count);

    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(search).toHaveValue('');
    const all = await apiGet<ApiPage>(page, '/admin/giftcards/?page_size=1');
    await expect(footer(page)).toHaveText(
      `Showing 1 to 20 of ${all.count.toLocaleString('en-US')}`,
    );
  });

  test('sorts the whole list on the server from the column headers', async ({ page }) => {
    const cardValue = page.getByRole('columnheader', { name: 'Card Value' });
    await cardValue.getByRole('button').click();
    await expect(cardValue).toHaveAttribute('aria-sort', 'ascending');
    const lowest = await apiGet<ApiPage>(
      page,
      '/admin/giftcards/?page_size=20&ordering=card_value',
    );
    await expect(bodyRows(page).locator(`td:nth-child(${SPEC_COLUMN(2)})`)).toHaveText(
      lowest.results.map(({ id }) => `#${id.slice(0, 8)}`),
    );
    await cardValue.getByRole('button').click();
    await expect(cardValue).toHaveAttribute('aria-sort', 'descending');
    const highest = await apiGet<ApiPage>(
      page,
      '/admin/giftcards/?page_size=20&ordering=-card_value',
    );
    await expect(bodyRows(page).locator(`td:nth-child(${SPEC_COLUMN(5)})`)).toHaveText(
      highest.results.map(({ card_value }) => money(Number(card_value))),
    );
  });

  test('the action opens the detail, by keyboard too', async ({ page }) => {
    const first = bodyRows(page).first();
    // While the page loads its rows are placeholders: wait for a real one.
    await expect(first.getByRole('link', { name: /^View transaction / })).toBeVisible();
    // The cell may also hold the risk flag, whose name is read out after the id.
    const cellText = (await first.locator(`td:nth-child(${SPEC_COLUMN(2)})`).textContent()) ?? '';
    const transactionShortId = cellText.match(/^#[0-9a-f]{8}/)?.[0] ?? cellText;
    await first.getByRole('link', { name: `View transaction ${transactionShortId}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`/transactions/${transactionShortId.slice(1)}[0-9a-f-]+$`),
    );
    await expect(page.getByText(transactionShortId, { exact: true })).toBeVisible();
  });
});

/**
 * The activity note of paying `paid` on a rate card's lock, with the reason the test gives: what
 * moved away from the lock, the rate (an earlier review may have moved it) or else the payout.
 */
const overrideNote = (card: ApiPage['results'][number], paid: string) => {
  const lock = card.rate_lock;
  if (!lock?.rate_id) return null;
  const percent = (rate: string) => `${Number(rate).toFixed(2)}%`;
  return Number(card.offered_rate) === Number(lock.rate_percentage)
    ? `Payout moved from the rate card's ${money((Number(card.card_value) * Number(lock.rate_percentage)) / 100)} to $${paid}: Paid at face value`
    : `Rate moved from the rate card's ${percent(lock.rate_percentage)} to ${percent(card.offered_rate)}: Paid at face value`;
};

test.describe('transaction detail', () => {
  test.beforeEach(async ({ page }) => openDashboard(page));

  test('shows the submission, and an update shows its toast, log row and badge', async ({
    page,
  }) => {
    // The detail, an update, then the lists it changes: it took 60 s beside another worker's test
    // on a 2-core machine, 26 s alone.
    test.slow();
    const { results } = await apiGet<ApiPage>(
      page,
      '/admin/giftcards/?page_size=1&status=ORDER_ACCEPTED',
    );
    const [card] = results;
    await page.goto('/transactions');
    await chooseStatus(page, 'Order Accepted');
    // The unfiltered rows stay on screen until the filtered page arrives.
    await expect(bodyRows(page).first()).toContainText(card.id.slice(0, 8));
    await bodyRows(page).first().getByRole('link').click();
    await expect(page).toHaveURL(`/transactions/${card.id}`);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText([
      'Dashboard',
      'Transactions',
      'Transaction Details',
    ]);
    const summary = page.locator('dl');
    await expect(summary.locator('dt')).toHaveText([
      'Buyer',
      'Date',
      'Trade ID',
      'Brand name',
      'Card Code',
      'Amount',
      // A card locked on a rate card says so (api-contract.md, "Rate cards"); then the
      // service-level clock ("Service levels").
      ...(card.rate_lock?.rate_id ? ['Locked rate', 'Offered Rate'] : []),
      // A reviewer's move away from a rate card's lock, with its reason (the rates test makes one).
      ...(card.rate_lock?.rate_id && card.rate_override ? ['Rate override'] : []),
      'Time left',
    ]);
    await expect(summary.getByText(`#${card.id.slice(0, 8)}`)).toBeVisible();
    expect(card.card_code_display).toMatch(/^\*{4}-\*{4}-\w{1,4}$/);
    await expect(summary.getByText(card.card_code_display, { exact: true })).toBeVisible();
    await expect(summary.getByText(money(Number(card.card_value)), { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: card.brand.name })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Activity Logs' })).toBeVisible();
    await expectAccessible(page);

    // Validation first: nothing is sent while a value is missing or malformed.
    const payout = page.getByRole('textbox', { name: /^Expected Payout/ });
    const rate = page.getByRole('textbox', { name: /^Offered Rate/ });
    const update = page.getByRole('button', { name: 'Update Transaction' });
    await payout.fill('');
    await rate.fill('12.345');
    await update.click();
    await expect(page.getByText('Expected payout is required')).toBeVisible();
    await expect(page.getByText('Must be a valid number')).toBeVisible();
    await expectAccessible(page);

    const logRows = page.getByRole('region', { name: 'Recent Activity Logs' }).locator('tbody tr');
    const logsBefore = await logRows.count();
    await page.getByRole('combobox', { name: /^Status/ }).click();
    await page.getByRole('option', { name: 'Paid', exact: true }).click();
    // The most a payout may be: the card's value.
    const paid = card.card_value;
    await payout.fill(paid);
    await rate.fill(card.offered_rate);
    // On a rate card's lock, paying other than what the locked rate gives is explained.
    if (card.rate_lock?.rate_id) {
      await page.getByRole('textbox', { name: 'Override reason' }).fill('Paid at face value');
    }
    await update.click();

    await expect(toast(page, 'Submission updated successfully')).toBeVisible();
    await expect(logRows).toHaveCount(logsBefore + 1);
    const newest = logRows.first();
    await expect(newest.locator('td')).toHaveText([
      /Site Admin$/,
      'Payment Processed',
      'Paid',
      overrideNote(card, paid) ?? `Payment of $${paid} processed.`,
      /ago|now/,
    ]);
    await expect(newest.locator('[data-tone]')).toHaveAttribute('data-tone', 'emerald');
    await expect(page.locator('dl').locator('..').locator('[data-tone]').first()).toHaveText(
      'Paid',
    );

    // The lists read the change: it tops the payments, newest paid first.
    await page.goto('/payments');
    await expect(bodyRows(page).first().locator('td:nth-child(2)')).toHaveText(
      `#${card.id.slice(0, 8)}`,
    );
    await expect(bodyRows(page).first().locator('td:nth-child(6)')).toHaveText(money(Number(paid)));
  });

  test('an unknown transaction shows the error panel', async ({ page }) => {
    await page.goto('/transactions/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('alert')).toContainText('An error occured');
    await expectAccessible(page);
  });
});

test.describe('transactions on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list is rows that open the detail; the detail stacks its panels', async ({ page }) => {
    await page.goto('/transactions');
    await expect(phoneRows(page)).toHaveCount(20);
    expect(await pageScrollsSideways(page)).toBe(false);
    await expectAccessible(page);

    await phoneRows(page).first().click();
    const submission = page.getByRole('heading', { name: 'Submission' });
    const review = page.getByRole('heading', { name: 'Review' });
    await expect(review).toBeVisible();
    const [above, below] = [await submission.boundingBox(), await review.boundingBox()];
    expect(below!.y).toBeGreaterThan(above!.y + 200);
    expect(Math.abs(below!.x - above!.x)).toBeLessThan(4);
    await expectAccessible(page);
  });
});
