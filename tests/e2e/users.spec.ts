import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './session';
import { expectAccessible, openDashboard, pageScrollsSideways, phoneRows, toast } from './support';

test.use({ signedInAs: 'admin' });

interface ApiUser {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  city: string;
  zip_code: string;
  gender_display: string;
  country_display: string;
  is_active: boolean;
}

/** The API as the signed-in admin sees it. */
async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.get(`/api/v1${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return response.json();
}

const footer = (page: Page) => page.getByText(/^Showing \d+ to \d+ of [\d,]+$/);
const bodyRows = (page: Page) => page.locator('tbody tr');
const columnOf = async (page: Page, index: number) =>
  bodyRows(page).locator(`td:nth-child(${index})`).allTextContents();
const statusSelect = (page: Page) => page.getByRole('combobox', { name: 'Status' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search User Name...' });

async function chooseStatus(page: Page, label: string) {
  await statusSelect(page).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

test.describe('users list', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/users');
    await expect(footer(page)).toHaveText(/^Showing 1 to 20 of [\d,]+$/);
  });

  test('breadcrumb, columns and a page of 20 customers only', async ({ page }) => {
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
    ).toHaveText(['Dashboard', 'Users']);
    await expect(page.getByRole('columnheader')).toHaveText([
      'Name',
      'ID',
      'Email',
      'Country',
      'Date Joined',
      'Status',
      'Action',
    ]);
    await expect(bodyRows(page)).toHaveCount(20);
    const customers = await api<{ count: number }>(page, '/admin/users/?role=customer');
    await expect(footer(page)).toHaveText(
      `Showing 1 to 20 of ${customers.count.toLocaleString('en-US')}`,
    );
    for (const id of await columnOf(page, 2)) expect(id).toMatch(/^[0-9a-f]{6}\.\.\.$/);
    for (const date of await columnOf(page, 5)) {
      expect(date).toMatch(/^(N\/A|[A-Z][a-z]{2} \d{2}, \d{4}, \d{1,2}:\d{2} (AM|PM))$/);
    }
    for (const status of await columnOf(page, 6)) expect(status).toMatch(/^(Active|Inactive)$/);
    // Sparse seeded profiles have only a username: no name, no country.
    const { results } = await api<{ results: ApiUser[] }>(
      page,
      '/admin/users/?role=customer&ordering=country&page_size=1',
    );
    const [sparse] = results;
    expect(sparse.country_display).toBe('');
    await searchBox(page).fill(sparse.email);
    await searchBox(page).press('Enter');
    await expect(bodyRows(page)).toHaveCount(1);
    // A seeded sparse profile shows its username; a customer another test made (a batch's payee)
    // may come first with a name and no country.
    const shown =
      [sparse.first_name, sparse.last_name].filter(Boolean).join(' ') || sparse.username;
    await expect(bodyRows(page).locator('td:nth-child(1)')).toHaveText(shown);
    await expect(bodyRows(page).locator('td:nth-child(4)')).toHaveText('N/A');

    // The admin account is not a customer: searching for it finds nothing.
    await searchBox(page).fill('admin@example.com');
    await searchBox(page).press('Enter');
    await expect(footer(page)).toHaveText('Showing 0 to 0 of 0');
    await expectAccessible(page);
  });

  test('status clears the search, search resets the status, reset restores both', async ({
    page,
  }) => {
    await searchBox(page).fill('a');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/search/);
    await chooseStatus(page, 'Inactive');
    await expect(searchBox(page)).toHaveValue('');
    await expect(statusSelect(page)).toHaveText('Inactive');
    await expect(bodyRows(page).first()).toContainText('Inactive');
    for (const status of await columnOf(page, 6)) expect(status).toBe('Inactive');

    await searchBox(page).fill('a');
    await searchBox(page).press('Enter');
    await expect(statusSelect(page)).toHaveText('Status');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(footer(page)).toHaveText(/^Showing 21 to /);
    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(footer(page)).toHaveText(/^Showing 1 to 20 of [\d,]+$/);
    await expect(searchBox(page)).toHaveValue('');
    await expect(statusSelect(page)).toHaveText('Status');
  });

  test('pages to the last page and back', async ({ page }) => {
    const total = Number((await footer(page).textContent())?.split(' of ')[1]);
    const last = Math.ceil(total / 20);
    const next = page.getByRole('button', { name: 'Next' });
    for (let current = 2; current <= last; current += 1) {
      await next.click();
      await expect(footer(page)).toHaveText(
        `Showing ${(current - 1) * 20 + 1} to ${Math.min(current * 20, total)} of ${total.toLocaleString('en-US')}`,
      );
    }
    await expect(next).toBeDisabled();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(footer(page)).toHaveText(
      `Showing ${(last - 2) * 20 + 1} to ${(last - 1) * 20} of ${total.toLocaleString('en-US')}`,
    );
  });

  test('a column header sorts the whole list on the server, both ways', async ({ page }) => {
    const header = page.getByRole('columnheader', { name: 'Email' });
    await header.getByRole('button').click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await api<{ results: ApiUser[] }>(
      page,
      '/admin/users/?role=customer&ordering=email',
    );
    await expect(bodyRows(page).locator('td:nth-child(3)')).toHaveText(
      ascending.results.map(({ email }) => email),
    );
    // From the keyboard too.
    await header.getByRole('button').press('Enter');
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    const descending = await api<{ results: ApiUser[] }>(
      page,
      '/admin/users/?role=customer&ordering=-email',
    );
    await expect(bodyRows(page).locator('td:nth-child(3)')).toHaveText(
      descending.results.map(({ email }) => email),
    );
  });

  test('remembers its filter, sort and page when you come back', async ({ page }) => {
    await page.getByRole('columnheader', { name: 'Email' }).getByRole('button').click();
    // As a person does, page on once the list shows its new order (a Next sent before that
    // render loses the sort: see the note on issue 35).
    await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(footer(page)).toHaveText(/^Showing 21 to 40 of [\d,]+$/);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Dashboard').click();
    await expect(page).toHaveURL('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Users').click();
    await expect(footer(page)).toHaveText(/^Showing 21 to 40 of [\d,]+$/);
    await expect(page.getByRole('columnheader', { name: 'Email' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  test('Delete only alerts with the name; Edit opens the detail', async ({ page }) => {
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });
    const first = bodyRows(page).first();
    const name = (await first.locator('td').first().textContent()) ?? '';
    // An alert blocks the page until it is answered: answer it from the handler.
    const alerts: { type: string; message: string }[] = [];
    page.once('dialog', async (dialog) => {
      alerts.push({ type: dialog.type(), message: dialog.message() });
      await dialog.accept();
    });
    await first.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect
      .poll(() => alerts)
      .toEqual([{ type: 'alert', message: expect.stringContaining(name) }]);
    expect(deletes).toEqual([]);

    await first.getByRole('button', { name: /^Actions for / }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'User Details' })).toBeVisible();
  });

  test('exports every row of the current filter as CSV', async ({ page }) => {
    await chooseStatus(page, 'Active');
    await expect(statusSelect(page)).toHaveText('Active');
    // The footer keeps the previous total until the filtered page arrives.
    const { count: total } = await api<{ count: number }>(
      page,
      '/admin/users/?role=customer&is_active=true&page_size=1',
    );
    await expect(footer(page)).toHaveText(`Showing 1 to 20 of ${total.toLocaleString('en-US')}`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await (await download).path();
    const lines = (await readFile(file, 'utf8')).replace(/^\ufeff/, '').split('\r\n');
    // The table's own columns and words, without its Action menu.
    expect(lines[0].split(',')).toEqual([
      'Name',
      'ID',
      'Email',
      'Country',
      'Date Joined',
      'Status',
    ]);
    expect(lines).toHaveLength(total + 1);
    expect(lines.slice(1).every((line) => line.endsWith(',Active'))).toBe(true);
  });
});

test.describe('user detail', () => {
  test.beforeEach(({ page }) => openDashboard(page));

  test('shows the profile and switches the account off and on, with toasts', async ({ page }) => {
    const { results } = await api<{ results: ApiUser[] }>(
      page,
      '/admin/users/?role=customer&is_active=true&ordering=-first_name&page_size=100',
    );
    const user = results.find((candidate) => candidate.first_name && candidate.phone)!;
    await page.goto(`/users/${user.id}`);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem'),
    ).toHaveText(['Dashboard', 'Users', 'User Details']);
    const main = page.locator('#main-content');
    await expect(main.getByText(`${user.first_name} ${user.last_name}`)).toBeVisible();
    await expect(main.getByText(user.first_name.charAt(0), { exact: true })).toBeVisible();
    for (const text of [
      'Contact Information',
      'Personal Information',
      user.phone,
      user.gender_display,
      user.id,
      user.username,
      user.city,
      user.zip_code,
      'Account Status',
    ]) {
      await expect(main.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(main.getByText('Customer', { exact: true })).toHaveCount(2);
    await expect(main.getByText('Active', { exact: true })).toHaveCount(2);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Edit profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Edit profile' });
    await profile.getByRole('textbox', { name: 'City' }).fill('Lyon');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Profile saved')).toBeVisible();
    await expect(main.getByText('Lyon', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Deactivate account' }).click();
    const ask = page.getByRole('dialog', { name: 'Deactivate this account?' });
    await ask.getByRole('button', { name: 'Deactivate account' }).click();
    await expect(toast(page, 'User account deactivated')).toBeVisible();
    await expect(main.getByText('Inactive', { exact: true })).toHaveCount(2);
    await page.getByRole('button', { name: 'Activate account' }).click();
    await expect(toast(page, 'User account activated')).toBeVisible();
    await expect(main.getByText('Active', { exact: true })).toHaveCount(2);
  });

  test("an unknown id reads 'User not found'", async ({ page }) => {
    await page.goto('/users/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('User not found')).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('users on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each user is a row of a list, nothing scrolls sideways, a row opens the detail', async ({
    page,
  }) => {
    await page.goto('/users');
    await expect(phoneRows(page)).toHaveCount(20);
    await expect(page.locator('table')).toHaveCount(0);
    expect(await pageScrollsSideways(page)).toBe(false);
    await expect(footer(page)).toHaveText(/^Showing 1 to 20 of [\d,]+$/);
    await expectAccessible(page);
    await phoneRows(page).first().click();
    await expect(page).toHaveURL(/\/users\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
    expect(await pageScrollsSideways(page)).toBe(false);
  });
});
