import type { APIRequestContext, Page } from '@playwright/test';
import { adminToken, seededCustomer } from './customer';
import { expect, test } from './session';
import { expectAccessible, openDashboard, pageScrollsSideways, sidebar, toast } from './support';

test.use({ signedInAs: 'admin' });

// The desk's rate card (api-contract.md, "Rate cards") as a pricing desk uses it: add a rate,
// change the brand's card in the grid, read it as of another day, import a CSV after its dry run,
// and a card locked at a rate that a reviewer moves away from only with a reason.

const CUSTOMER_SLOT = 50;

/**
 * A country of its own for each test (no demo rate has it), so its rates overlap no other's; a
 * retry takes another.
 */
const countryFor = (first: string) =>
  `${first}${String.fromCharCode(65 + Math.floor(Math.random() * 26))}`;

interface Brand {
  id: string;
  name: string;
  min_amount: string;
  max_amount: string;
}

/** The first active brand, as customers see it. */
async function firstBrand(request: APIRequestContext): Promise<Brand> {
  const token = await adminToken(request);
  const response = await request.get('/api/v1/brands/', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).results[0];
}

/** The rate list's rows on a laptop: the data table's (the grid and the margins are named). */
const rows = (page: Page) => page.locator('table:not([aria-label]) tbody tr');

const NO_RATES = 'No Rates found using the current filters.';

/**
 * Picks the brand in a brand autocomplete. The list may open again as the choice's own search
 * answers: Escape closes it, keeping the choice.
 */
async function chooseBrand(page: Page, label: string | RegExp, name: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(box).toHaveValue(name);
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(box).toHaveValue(name);
}

const yesterday = () => {
  const day = new Date(Date.now() - 24 * 3600 * 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(day.getMonth() + 1)}/${two(day.getDate())}/${day.getFullYear()}`;
};

test('an admin adds a rate, changes it in the brand’s grid, and reads its versions and yesterday', async ({
  page,
  request,
}) => {
  // Two forms, the grid and three filters: it takes about a minute on a busy 2-core machine.
  test.slow();
  const brand = await firstBrand(request);
  const country = countryFor('Q');
  await openDashboard(page);
  await sidebar(page).getByRole('menuitem', { name: 'Rates' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rates' })).toBeVisible();
  await expect(page.getByText(/^Showing 1 to 20 of [\d,]+$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Margins by brand' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Create Rate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Rate' })).toBeVisible();
  await chooseBrand(page, /^Brand/, brand.name);
  await page.getByRole('textbox', { name: /^Country/ }).fill(country);
  await page.getByRole('combobox', { name: /^Form/ }).click();
  await page.getByRole('option', { name: 'E-code' }).click();
  await page.getByRole('textbox', { name: /^From \(USD\)/ }).fill(brand.min_amount);
  await page.getByRole('textbox', { name: /^To \(USD\)/ }).fill(brand.max_amount);
  await page.getByRole('textbox', { name: /^Rate \(%\)/ }).fill('81.5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rate' })).toBeVisible();
  await expect(page.getByText('81.50', { exact: false }).first()).toBeVisible();

  // The brand's card in effect now, as a grid: one cell changed, previewed, saved in one call.
  await page.goto('/rates');
  await chooseBrand(page, 'Brand', brand.name);
  await page.getByRole('textbox', { name: 'Country' }).fill(country);
  await expect(rows(page)).toHaveCount(1);
  const grid = page.getByRole('table', { name: 'Rate card' });
  // The band as the app writes amounts in English: "$10.00 – $500.00".
  const usd = (amount: string) =>
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(amount));
  const key = `${country} · E-code · Any · ${usd(brand.min_amount)} – ${usd(brand.max_amount)}`;
  await expect(grid.getByRole('row').filter({ hasText: key })).toContainText('81.50%');
  const save = page.getByRole('button', { name: /^Save \d+ change/ });
  await expect(save).toBeDisabled();
  await grid.getByRole('textbox', { name: `${key} %` }).fill('83');
  const preview = page.getByRole('alert', { name: 'Changes to save' });
  await expect(preview).toContainText('1 change to save');
  await expect(preview).toContainText(`${key}: 81.50% → 83.00%`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(toast(page, '1 rate saved')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('83.00%');

  // Every version: the new one first, the one it ended kept.
  const everyVersion = page.getByRole('switch', { name: 'Every version' });
  await everyVersion.click();
  await expect(page).toHaveURL(/history/);
  await expect(everyVersion).toBeChecked();
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).nth(0)).toContainText('83.00%');
  await expect(rows(page).nth(1)).toContainText('81.50%');
  await everyVersion.click();
  await expect(everyVersion).not.toBeChecked();
  await expect(rows(page)).toHaveCount(1);

  // As of yesterday the key had no rate yet; the grid is for the rates in effect now only.
  await page.getByRole('textbox', { name: 'As of' }).fill(yesterday());
  await expect(page.getByText(NO_RATES)).toBeVisible();
  await expect(grid).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'As of' })).toHaveValue(yesterday());
});

test('an import is previewed by its dry run; a bad line refuses the whole file, naming the line', async ({
  page,
  request,
}) => {
  const brand = await firstBrand(request);
  const country = countryFor('X');
  const header = 'brand,country,form,receipt,min_value,max_value,rate_percentage,effective_from';
  const good = `${brand.name},${country},physical,with_receipt,10.00,49.99,77.25,`;
  const file = (lines: string[]) => ({
    name: 'rates.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${[header, ...lines].join('\n')}\n`),
  });
  await page.goto('/rates');
  const chooser = page.getByLabel('Import CSV');

  await chooser.setInputFiles(file([good, 'No Such Brand,US,ecode,any,10.00,49.99,70,']));
  const dialog = page.getByRole('dialog', { name: 'Import preview (nothing written yet)' });
  await expect(dialog).toContainText('Line 3: No single brand is named "No Such Brand".');
  await expect(dialog.getByRole('button', { name: 'Import' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The dry run of the refused file wrote nothing, not even its good line.
  await page.getByRole('textbox', { name: 'Country' }).fill(country);
  await expect(page.getByText(NO_RATES)).toBeVisible();

  await chooser.setInputFiles(file([good]));
  await expect(dialog).toContainText('1 new, 0 replacing a rate in effect, 0 unchanged');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(toast(page, 'Imported: 1 new, 0 replacing, 0 unchanged')).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('77.25%');

  await page.goto('/audit-logs');
  await expect(page.getByRole('row').filter({ hasText: 'Rates imported' }).first()).toContainText(
    'Rates imported: 1 created, 0 superseded, 0 unchanged',
  );
});

test('a card locked at a rate keeps it; moving the offered rate away asks a reason, shown after', async ({
  page,
  request,
}) => {
  test.slow();
  const brand = await firstBrand(request);
  const country = countryFor('Z');
  const admin = await adminToken(request);
  const created = await request.post('/api/v1/admin/rates/', {
    headers: { Authorization: `Bearer ${admin}` },
    data: {
      brand: brand.id,
      country,
      form: 'physical',
      receipt: 'any',
      min_value: brand.min_amount,
      max_value: brand.max_amount,
      rate_percentage: '84.00',
    },
  });
  expect(created.status()).toBe(201);
  const customer = await seededCustomer(request, CUSTOMER_SLOT);
  const submitted = await request.post('/api/v1/giftcards/', {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: {
      brand_id: brand.id,
      card_value: brand.min_amount,
      card_code: `E2E-RATE-${Date.now().toString(36).toUpperCase()}`,
      country,
      form: 'physical',
      receipt: 'with_receipt',
    },
  });
  expect(submitted.status()).toBe(201);
  const card = (await submitted.json()).data as { id: string };

  await page.goto(`/transactions/${card.id}`);
  const summary = page.locator('dl');
  await expect(summary).toContainText('Locked rate');
  await expect(summary).toContainText('84.00% (rate card, locked');

  const rate = page.getByRole('textbox', { name: /^Offered Rate/ });
  const update = page.getByRole('button', { name: 'Update Transaction' });
  const reason = page.getByRole('textbox', { name: 'Override reason' });
  await expect(reason).toHaveCount(0);
  await rate.fill('80');
  await update.click();
  await expect(
    page.getByText('Say why the rate or the payout moves away from the locked rate'),
  ).toBeVisible();
  await reason.fill('Scratched code, partial balance');
  await update.click();
  await expect(toast(page, 'Submission updated successfully')).toBeVisible();
  await expect(summary).toContainText('Rate override');
  await expect(summary).toContainText('Scratched code, partial balance');
  await expect(summary).toContainText('84.00% (rate card, locked');
  await expect(
    page
      .getByRole('region', { name: 'Recent Activity Logs' })
      .getByText(
        "Rate moved from the rate card's 84.00% to 80.00%: Scratched code, partial balance",
      ),
  ).toBeVisible();
  await expectAccessible(page);
});

test('in French and on a phone, Rates and its margins in French, nothing wider than the phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page);
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await page.goto('/rates');
  await expect(page.getByRole('heading', { level: 1, name: 'Taux' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'À la date du' })).toHaveAttribute(
    'placeholder',
    'jj/mm/aaaa',
  );
  await expect(page.getByRole('heading', { name: 'Marges par marque' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Marges par marque' })).toContainText(
    'Valeur des cartes',
  );
  expect(await pageScrollsSideways(page)).toBe(false);
});
