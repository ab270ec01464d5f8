import { expect, type Page } from '@playwright/test';

/** A gift card as the admin API answers it (the fields these tests read). */
export interface ApiTransaction {
  id: string;
  status: string;
  card_value: string;
  /** The masked code, e.g. '****-****-7H2K': a third of the code at most, four characters at most. */
  card_code_display: string;
  expected_payout: string;
  final_payout: string | null;
  offered_rate: string;
  brand: { name: string };
  profit_margin?: { margin_percentage: string; profit_amount: string };
  /** The rate it was quoted at submission; `rate_id` is null on the brand's headline rate. */
  rate_lock: { rate_id: string | null; rate_percentage: string } | null;
  /** A reviewer's latest move away from a rate card's lock, with its reason. */
  rate_override: { reason: string } | null;
}

export interface ApiTransactionPage {
  count: number;
  results: ApiTransaction[];
}

/** Reads the admin API with the signed-in admin's token, as the app does. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.get(`/api/v1${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), path).toBe(true);
  return response.json();
}

export const money = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

export const footer = (page: Page) => page.getByText(/^Showing \d+ to \d+ of [\d,]+$/);

/** The data rows of the list table (the header row left out). */
export const bodyRows = (page: Page) => page.locator('table tbody tr');

/** The texts of one column of the list table, by its position. */
export const columnTexts = (page: Page, index: number) =>
  bodyRows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();

/** Chooses an option of the list's status select. */
export async function chooseStatus(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

/** Pages forward until Next is disabled, then back to the first page, checking each footer. */
export async function pageThroughAndBack(page: Page, total: number) {
  const next = page.getByRole('button', { name: 'Next' });
  const previous = page.getByRole('button', { name: 'Previous' });
  const pages = Math.ceil(total / 20);
  for (let current = 2; current <= pages; current++) {
    await next.click();
    const to = Math.min(current * 20, total);
    await expect(footer(page)).toHaveText(
      `Showing ${(current - 1) * 20 + 1} to ${to} of ${total.toLocaleString('en-US')}`,
    );
  }
  await expect(next).toBeDisabled();
  await expect(bodyRows(page)).toHaveCount(total - (pages - 1) * 20);
  for (let current = pages - 1; current >= 1; current--) {
    await previous.click();
    await expect(footer(page)).toHaveText(
      `Showing ${(current - 1) * 20 + 1} to ${current * 20} of ${total.toLocaleString('en-US')}`,
    );
  }
  await expect(previous).toBeDisabled();
}
