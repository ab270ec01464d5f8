import type { Page } from '@playwright/test';
import { expect, test } from './session';
import { expectAccessible, toast } from './support';

test.use({ signedInAs: 'admin' });

// A real 1×1 PNG: the server judges uploads by their bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const footer = (page: Page) => page.getByText(/^Showing \d+ to \d+ of [\d,]+$/);
const bodyRows = (page: Page) => page.locator('tbody tr');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search Brand Name...' });
const statusSelect = (page: Page) => page.getByRole('combobox', { name: 'Status' });
const crumbs = (page: Page) =>
  page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
const errorToast = (page: Page, text: string) => toast(page, text, 'error');

async function search(page: Page, text: string) {
  await searchBox(page).fill(text);
  await searchBox(page).press('Enter');
}

async function rowAction(page: Page, name: string, action: 'Edit' | 'Delete') {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

async function fillBrand(
  page: Page,
  values: { name: string; rate: string; min: string; max: string },
) {
  await page.getByRole('textbox', { name: 'Brand Name' }).fill(values.name);
  await page.getByRole('spinbutton', { name: 'Rate %' }).fill(values.rate);
  await page.getByRole('spinbutton', { name: 'Min Amount ($)' }).fill(values.min);
  await page.getByRole('spinbutton', { name: 'Max Amount ($)' }).fill(values.max);
}

const imageInput = (page: Page) => page.getByLabel('Choose image');

test.describe('gift card brands list', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/giftcard-brands');
    await expect(footer(page)).toHaveText(/^Showing 1 to 20 of [\d,]+$/);
  });

  test('columns, logos, values as sent, status filter, search and reset', async ({ page }) => {
    await expect(crumbs(page)).toHaveText(['Dashboard', 'Gift Card Brands']);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Brand Name',
      'Rate %',
      'Status',
      'Min Amount ($)',
      'Max Amount ($)',
      'Action',
    ]);
    const amazon = bodyRows(page).filter({ hasText: 'Amazon' });
    await expect(amazon.locator('td')).toHaveText([
      'Amazon',
      '82.00',
      'Active',
      '25.00',
      '2000.00',
      '',
    ]);
    await expect(amazon.locator('img')).toHaveAttribute('src', /^\/media\//);
    await expectAccessible(page);

    await search(page, 'amaz');
    await expect(bodyRows(page)).toHaveCount(1);
    await statusSelect(page).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await expect(searchBox(page)).toHaveValue('');
    await expect(bodyRows(page).locator('td:nth-child(3)').first()).toHaveText('Inactive');
    for (const status of await bodyRows(page).locator('td:nth-child(3)').allTextContents()) {
      expect(status).toBe('Inactive');
    }
    await search(page, 'e');
    await expect(statusSelect(page)).toHaveText('Status');
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(footer(page)).toHaveText(/^Showing 1 to 20 of [\d,]+$/);
    await expect(searchBox(page)).toHaveValue('');
  });

  test('pages to the last page and back', async ({ page }) => {
    const total = Number((await footer(page).textContent())?.split(' of ')[1]);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(footer(page)).toHaveText(
      `Showing 21 to ${Math.min(40, total)} of ${total.toLocaleString('en-US')}`,
    );
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(footer(page)).toHaveText(`Showing 1 to 20 of ${total.toLocaleString('en-US')}`);
  });

  test('sorts by rate on the server, both ways', async ({ page }) => {
    const header = page.getByRole('columnheader', { name: 'Rate %' });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const rates = async () =>
      (await bodyRows(page).locator('td:nth-child(2)').allTextContents()).map(Number);
    await expect.poll(async () => (await rates())[0]).toBe(60);
    const ascending = await rates();
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => (await rates())[0]).toBe(88);
  });

  test('a brand with submissions cannot be deleted: the server says why', async ({ page }) => {
    await search(page, 'Amazon');
    await rowAction(page, 'Amazon', 'Delete');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to delete the brand "Amazon"?');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(
      errorToast(
        page,
        'This brand has gift card submissions and cannot be deleted. Deactivate it instead.',
      ),
    ).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(1);
  });
});

test.describe('gift card brand forms', () => {
  test('create with an image, see it in the list, edit it, then delete it', async ({ page }) => {
    const name = `E2E Brand ${Date.now()}`;
    await page.goto('/giftcard-brands');
    await page.getByRole('link', { name: 'Add Gift Card Brand' }).click();
    await expect(page).toHaveURL('/giftcard-brands/add');
    await expect(crumbs(page)).toHaveText(['Dashboard', 'Gift Card Brands', 'Add Gift Card Brand']);
    await expect(page.getByRole('textbox', { name: 'Currency' })).toHaveValue('USD');
    await expectAccessible(page);

    await fillBrand(page, { name: `  ${name}  `, rate: '80.25', min: '10', max: '300' });
    await imageInput(page).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: 'Brand image preview' })).toHaveAttribute(
      'src',
      /^blob:/,
    );
    await page.getByRole('button', { name: 'Create Brand' }).click();
    await expect(toast(page, `Brand "${name}" created successfully!`)).toBeVisible();
    await expect(page).toHaveURL(/\/giftcard-brands(\?.*)?$/);

    await search(page, name);
    const row = bodyRows(page).filter({ hasText: name });
    await expect(row.locator('td')).toHaveText([name, '80.25', 'Active', '10.00', '300.00', '']);
    await expect(row.locator('img')).toHaveAttribute('src', /^\/media\//);
    await expect
      .poll(() => row.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1);

    await rowAction(page, name, 'Edit');
    await expect(page).toHaveURL(/\/giftcard-brands\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('textbox', { name: 'Brand Name' })).toHaveValue(name);
    await expect(page.getByText(/^Created: [A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible();
    await expect(page.getByRole('img', { name: 'Brand image preview' })).toHaveAttribute(
      'src',
      /^\/media\//,
    );
    await expectAccessible(page);
    await page.getByRole('spinbutton', { name: 'Rate %' }).fill('81.5');
    await page.getByRole('switch', { name: 'Active' }).uncheck();
    await page.getByRole('button', { name: 'Update Brand' }).click();
    await expect(toast(page, `Brand "${name}" updated successfully!`)).toBeVisible();
    await expect(page).toHaveURL(/\/giftcard-brands(\?.*)?$/);
    await expect(row.locator('td')).toHaveText([name, '81.50', 'Inactive', '10.00', '300.00', '']);

    await rowAction(page, name, 'Delete');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `Brand "${name}" deleted successfully`)).toBeVisible();
    await expect(footer(page)).toHaveText('Showing 0 to 0 of 0');
  });

  test('create: every message of the spec, and the image checks', async ({ page }) => {
    await page.goto('/giftcard-brands/add');
    await page.getByRole('button', { name: 'Create Brand' }).click();
    for (const text of [
      'Brand name is required',
      'Rate percentage is required',
      'Minimum amount is required',
      'Maximum amount is required',
    ]) {
      await expect(page.getByText(text)).toBeVisible();
    }
    await fillBrand(page, { name: 'x', rate: '100.5', min: '-1', max: '-2' });
    await expect(page.getByText('Rate percentage cannot exceed 100%')).toBeVisible();
    await expect(page.getByText('Minimum amount must be 0 or higher')).toBeVisible();
    await expect(page.getByText('Maximum amount must be 0 or higher')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Rate %' }).fill('-1');
    await expect(page.getByText('Rate percentage must be 0 or higher')).toBeVisible();

    await imageInput(page).setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(6 * 1024 * 1024),
    });
    await expect(page.getByText('Image size should be less than 5MB')).toBeVisible();
    await imageInput(page).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(page.getByText('Please select a valid image file')).toBeVisible();
    // Nothing on the form (the hidden file input included) widens the page.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await expect(page.getByRole('img', { name: 'Brand image preview' })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/giftcard-brands(\?.*)?$/);
  });

  test('create: a taken name is refused with the server message', async ({ page }) => {
    await page.goto('/giftcard-brands/add');
    await fillBrand(page, { name: 'amazon', rate: '80', min: '10', max: '100' });
    await page.getByRole('button', { name: 'Create Brand' }).click();
    const refusal = errorToast(page, 'Failed to create brand');
    await expect(refusal).toContainText('A brand with this name already exists.');
    await expect(page).toHaveURL('/giftcard-brands/add');
  });

  test('edit: its own messages, different from create', async ({ page }) => {
    await page.goto('/giftcard-brands');
    await search(page, 'Steam');
    await rowAction(page, 'Steam', 'Edit');
    await expect(page.getByRole('textbox', { name: 'Brand Name' })).toHaveValue('Steam');
    await expect(page.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Steam gift cards in US dollars.',
    );
    await page.getByRole('textbox', { name: 'Brand Name' }).fill('');
    await page.getByRole('spinbutton', { name: 'Max Amount ($)' }).fill('');
    await page.getByRole('spinbutton', { name: 'Rate %' }).fill('101');
    await page.getByRole('button', { name: 'Update Brand' }).click();
    await expect(page.getByText('Brand name is required')).toBeVisible();
    await expect(page.getByText('Minimum and maximum amounts are required')).toBeVisible();
    await expect(page.getByText('Rate percentage must be between 0 and 100')).toBeVisible();
    await page.getByRole('spinbutton', { name: 'Rate %' }).fill('');
    await expect(page.getByText('Rate percentage is required')).toBeVisible();
  });

  test("an unknown id reads 'Gift Card Brand not found'", async ({ page }) => {
    await page.goto('/giftcard-brands/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Gift Card Brand not found')).toBeVisible();
    await expectAccessible(page);
  });
});
