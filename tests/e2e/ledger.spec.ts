import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { type ApiTransactionPage, apiGet, bodyRows, money } from './giftcards';
import { expect, test } from './session';
import { expectAccessible, openDashboard, pageScrollsSideways, sidebar, toast } from './support';

test.use({ signedInAs: 'admin' });

interface ApiAccount {
  id: string;
  kind: string;
  balance: string;
  customer: { username: string } | null;
}

/** From the dashboard, as one opens the app. */
const openLedger = async (page: Page) => {
  await openDashboard(page);
  await sidebar(page).getByRole('menuitem', { name: 'Ledger' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger' })).toBeVisible();
};

test.describe('the ledger', () => {
  test('lists accounts by balance, and an account opens its transfers', async ({ page }) => {
    await openLedger(page);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Account',
      'Kind',
      'Debits',
      'Credits',
      'Balance',
      'Last moved',
    ]);
    const { results } = await apiGet<{ results: ApiAccount[] }>(
      page,
      '/admin/ledger/accounts/?page_size=20&ordering=-balance',
    );
    await expect(bodyRows(page).locator('td:nth-child(5)')).toHaveText(
      results.map((account) => money(Number(account.balance))),
    );
    await expectAccessible(page);

    // The select may re-render under the first click while the list settles: click until it opens.
    await expect(async () => {
      await page.getByRole('combobox', { name: 'Kind' }).click({ timeout: 3_000 });
      await page
        .getByRole('listbox')
        .getByRole('option', { name: 'Payouts sent', exact: true })
        .click({ timeout: 3_000 });
    }).toPass();
    await expect(bodyRows(page)).toHaveCount(1);
    await bodyRows(page).getByRole('link', { name: 'Payouts sent' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Ledger account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Transfers' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Payout', exact: true }).first()).toBeVisible();
    // The panel's title names a business account once, and its transfers page like every list.
    await expect(page.getByText('Payouts sent', { exact: true })).toHaveCount(1);
    await expect(page.getByText(/^Showing 1 to \d+ of [\d,]+$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
  });

  test('the daily summary, another day, and its CSV', async ({ page }) => {
    await openLedger(page);
    await page.getByRole('link', { name: 'Daily summary' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Daily summary' })).toBeVisible();
    const today = new Date().toISOString().slice(0, 10);
    const summary = await apiGet<{ data: { closing: { payouts: string } } }>(
      page,
      `/admin/ledger/summary/?date=${today}`,
    );
    const payoutsRow = page.getByRole('row', { name: /Payouts sent/ });
    await expect(payoutsRow.getByRole('cell').nth(2)).toHaveText(
      money(Number(summary.data.closing.payouts)),
    );
    await page.getByLabel('Day (UTC)').fill('01/01/2020');
    await expect(payoutsRow.getByRole('cell').nth(2)).toHaveText(money(0));

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await (await download).path();
    const lines = (await readFile(file, 'utf8')).replace(/^\ufeff/, '').split('\r\n');
    expect(lines[0]).toBe('Line,Opening,Closing,Count,Amount');
    expect(lines).toContain('Payouts sent,0.00,0.00,,');
  });

  test('the check adds everything up', async ({ page }) => {
    await page.goto('/ledger/check');
    await page.getByRole('button', { name: 'Run the check' }).click();
    await expect(page.getByText(/^Everything adds up: [\d,]+ transfers/)).toBeVisible();
  });

  test('a paid card is frozen, and Reverse payout asks why', async ({ page }) => {
    await openDashboard(page);
    const paid = await apiGet<ApiTransactionPage>(
      page,
      '/admin/giftcards/?status=PAID&page_size=50&ordering=final_payout',
    );
    const card = paid.results.find((row) => Number(row.final_payout) > 0) ?? paid.results[0];
    await page.goto(`/transactions/${card.id}`);
    await expect(
      page.getByText('This payout has been paid. Reverse it to change it.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Update' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Reverse payout' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reverse payout' }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByLabel('Reason').fill('The bank returned the transfer');
    await dialog.getByRole('button', { name: 'Reverse payout' }).click();
    await expect(toast(page, 'Payout reversed')).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Payout reversal' })).toBeVisible();
    await expect(
      page.getByRole('cell', { name: 'The bank returned the transfer', exact: true }),
    ).toBeVisible();
    await expect(page.getByText('This payout has been paid.')).toHaveCount(0);
  });
});

test.describe('the ledger on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('lists accounts as rows without scrolling sideways', async ({ page }) => {
    await page.goto('/ledger');
    await expect(page.getByRole('heading', { level: 1, name: 'Ledger' })).toBeVisible();
    await expect(page.locator('ul.MuiList-root').getByRole('link').first()).toBeVisible();
    expect(await pageScrollsSideways(page)).toBe(false);
  });
});
