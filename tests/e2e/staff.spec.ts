import { randomUUID } from 'node:crypto';
import { expect, test } from './session';
import { expectAccessible, openDashboard, toast } from './support';

test.use({ signedInAs: 'admin' });

test('an admin adds a staff member, then changes their role', async ({ page }) => {
  const username = `rev.${randomUUID().slice(0, 8)}`;
  const email = `${username}@example.com`;
  await openDashboard(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('menuitem', { name: 'Staff' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'admin@example.com' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Add Staff Member' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Add Staff Member' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'First Name' }).fill('Rita');
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Reviewer' }).click();
  // Last of the names: the form's code arrives on demand and must not clear what was typed.
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(username);
  await page.getByRole('textbox', { name: 'Password' }).fill('short');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Must be 8 characters at least')).toBeVisible();
  await page.getByRole('textbox', { name: 'Password' }).fill('reviewer-pass-1');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Staff member added', 'info')).toBeVisible();
  await expect(page).toHaveURL('/staff');
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Reviewer');

  // The same e-mail again: the server's refusal shows under the field.
  await page.getByRole('link', { name: 'Add Staff Member' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Username' }).fill(`${username}x`);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Support' }).click();
  await page.getByRole('textbox', { name: 'Password' }).fill('support-pass-1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/staff/create');
  await expect(page.locator('.MuiFormHelperText-root.Mui-error').first()).toBeVisible();

  await page.goto('/staff');
  await page.getByRole('row').filter({ hasText: email }).click();
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Support' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Staff member updated', 'info')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Support');
});

test('an admin cannot change their own role: the server’s message is shown', async ({ page }) => {
  await page.goto('/staff');
  await page.getByRole('row').filter({ hasText: 'admin@example.com' }).click();
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Finance' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  // Under the field it is about, as every refusal with a field; no "The form is not valid" toast.
  await expect(page.getByText('You cannot change your own role.')).toBeVisible();
  await expect(page.getByText(/The form is not valid/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/staff\/.+/);
});
