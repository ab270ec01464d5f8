import { generate } from 'otplib';
import { expect, test } from './session';
import { createStaff, signOut, submitPassword } from './staff';

/** The code an authenticator app shows for `secret`, `stepsFromNow` 30-second steps away. */
const totpCode = (secret: string, stepsFromNow = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsFromNow * 30 });

test('set up two-factor sign-in, then sign in with a code from the app', async ({ page }) => {
  const staff = await createStaff(page.request, 'finance');
  await submitPassword(page, staff);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await expect(
    dialog.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = (await dialog.locator('code').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]+$/);

  // The previous step's code: the current one stays unused for the sign-in below (no replay).
  await dialog.getByRole('textbox', { name: 'Code' }).fill(await totpCode(secret, -1));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const codes = dialog.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await dialog.getByRole('button', { name: 'I saved them' }).click();

  await signOut(page);
  await submitPassword(page, staff);
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  // The password alone gives no session.
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

  await page.getByRole('textbox', { name: 'Code' }).fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await page.getByRole('textbox', { name: 'Code' }).fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});
