import type { Page } from '@playwright/test';
import { expect, test } from './session';
import { createStaff, submitPassword } from './staff';
import { ADMIN, account, expectAccessible, login, submitLogin, toast } from './support';

test.describe('signing in', () => {
  test('the protected area redirects to /login without a token', async ({ page }) => {
    for (const path of ['/', '/users', '/giftcard-brands/add', '/disputes/some-id']) {
      await page.goto(path);
      await expect(page).toHaveURL('/login');
    }
    await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
    await expect(page.getByText('Please enter your details!')).toBeVisible();
    await expectAccessible(page);
  });

  test('the login form validates before calling the API', async ({ page }) => {
    await page.goto('/login');
    const login = page.getByRole('button', { name: 'Login' });
    await login.click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('textbox', { name: 'Password' }).fill('whatever');
    await login.click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeHidden();
    await expectAccessible(page);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByRole('textbox', { name: 'Password' });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('a failed login shows the server message and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(toast(page, 'Invalid email or password.', 'error')).toBeVisible();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('a successful login toasts, stores the token and replaces /login with /', async ({
    page,
  }) => {
    await page.goto('/users');
    await expect(page).toHaveURL('/login');
    await submitLogin(page);
    // Before the dashboard loads: the toast lasts 4 s, a busy machine may take longer.
    await expect(toast(page, 'Login successful!')).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
    await expectAccessible(page);
  });

  test('a French reader signs in on a French login page and lands on the French dashboard', async ({
    page,
  }) => {
    // react-admin keeps the reader's language in its store, which the next visit reads.
    await page.addInitScript(() => localStorage.setItem('RaStore.locale', JSON.stringify('fr')));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Bon retour !' })).toBeVisible();
    await expect(page.getByText('Veuillez saisir vos identifiants !')).toBeVisible();
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByText("L'e-mail est obligatoire")).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByRole('textbox', { name: 'Mot de passe' }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(toast(page, 'Connexion réussie !')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Navigation principale' }).getByText('Utilisateurs'),
    ).toBeVisible();
  });

  test('the header shows the admin’s names, username and role', async ({ page }) => {
    await login(page);
    const admin = await account(page);
    const identity = page.getByTestId('account-menu');
    await expect(identity).toContainText(`${admin.first_name} ${admin.last_name}`);
    await expect(identity).toContainText(admin.username);
    await expect(identity).toContainText('Admin');
  });

  test('logout clears the session and goes back to /login', async ({ page, request }) => {
    // An admin of its own: signing out ends every session of the account, which the demo
    // admin's tests running beside this one must not see.
    await submitPassword(page, await createStaff(request, 'admin'));
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await page.goto('/users');
    await expect(page).toHaveURL('/login');
  });
});

/**
 * Waits until the dashboard has asked for all it shows: a token swapped while its requests are
 * still going out would be refreshed (or refused) by the page being left, racing the test's own
 * navigation.
 */
const dashboardSettled = (page: Page) => page.waitForLoadState('networkidle');

test.describe('session', () => {
  test('an expired access token is refreshed without the admin noticing', async ({ page }) => {
    await login(page);
    await dashboardSettled(page);
    // Awaited from before the swap: a chart the dashboard loads late may meet the bad token first
    // and refresh it, which is as good as the next page doing it.
    const refreshed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/auth/token/refresh/') && response.status() === 200,
    );
    await page.evaluate(() => localStorage.setItem('accessToken', 'expired-or-garbage'));

    await page.goto('/users');

    await refreshed;
    await expect(page).toHaveURL('/users');
    await expect(page.getByText(/^Showing 1 to 20 of [\d,]+$/)).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(21);
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(token).toBeTruthy();
    expect(token).not.toBe('expired-or-garbage');
  });

  test('when the refresh fails too, the token is removed and the app goes to /login', async ({
    page,
    context,
  }) => {
    await login(page);
    await dashboardSettled(page);
    await context.clearCookies();
    await page.evaluate(() => localStorage.setItem('accessToken', 'expired-or-garbage'));
    // The app leaves for /login (location.replace) as soon as the refresh fails, which on a busy
    // machine can be before the page's load event that goto waits for by default.
    await page.goto('/users', { waitUntil: 'commit' });
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });
});
