import { randomUUID } from 'node:crypto';
import { expect, test } from './session';
import { createStaff, submitPassword } from './staff';
import {
  expectAccessible,
  openDashboard,
  pageScrollsSideways,
  phoneRows,
  sidebar,
} from './support';

test.use({ signedInAs: 'admin' });

// Canned replies are declared once (contract/resources/canned-replies.ts): everything below is
// derived from that declaration.

test('an admin creates, reads, edits and deletes a canned reply, and the audit log has each step', async ({
  page,
}) => {
  const title = `Welcome ${randomUUID().slice(0, 6)}`;
  await openDashboard(page);
  await sidebar(page).getByRole('menuitem', { name: 'Canned replies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Canned replies' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Create Canned reply' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required')).toHaveCount(3);
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Evidence' }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill('Please send a photo of the receipt.');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Canned reply' })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await expect(page.getByText('Evidence')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill('Please send a photo of the card.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please send a photo of the card.')).toBeVisible();

  // A second reply with the same title (in other letters' case) is refused under the field.
  await page.goto('/canned-replies/create');
  await page.getByRole('textbox', { name: 'Title' }).fill(title.toUpperCase());
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Greeting' }).click();
  await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A canned reply with this title already exists.')).toBeVisible();

  await page.goto('/canned-replies');
  await page.getByRole('searchbox').fill(title);
  await page.getByRole('searchbox').press('Enter');
  await page.getByRole('row').filter({ hasText: title }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/canned-replies(\?|$)/);
  await expect(page.getByRole('row').filter({ hasText: title })).toHaveCount(0);

  await page.goto('/audit-logs');
  await expect(page.getByText(`Deleted canned reply ${title}`)).toBeVisible();
  await expect(page.getByText(`Created canned reply ${title}`)).toBeVisible();
});

test('in French and on a phone, the same screens in French words, nothing wider than the phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page);
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await page.goto('/canned-replies/create');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Créer une réponse type' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Ce champ est requis')).toHaveCount(3);
  await page.getByRole('textbox', { name: 'Titre' }).fill(`Bonjour ${randomUUID().slice(0, 6)}`);
  await page.getByRole('combobox', { name: 'Catégorie' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: 'Message' }).fill('Merci de votre message.');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Réponse type' })).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);

  await page.goto('/canned-replies');
  await expect(page.getByRole('heading', { level: 1, name: 'Réponses types' })).toBeVisible();
  await expect(phoneRows(page).first()).toBeVisible();
  expect(await pageScrollsSideways(page)).toBe(false);
});

test('finance has no canned replies: no menu entry, and the page says so', async ({ page }) => {
  const finance = await createStaff(page.request, 'finance');
  await submitPassword(page, finance);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(sidebar(page).getByRole('menuitem', { name: 'Canned replies' })).toHaveCount(0);
  await page.goto('/canned-replies');
  await expect(page.getByRole('heading', { level: 1, name: 'Canned replies' })).toHaveCount(0);
});
