import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { DEMO_STAFF } from './session';

export const ADMIN = DEMO_STAFF.admin;

export interface Account {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  role: string;
}

/** Fills and sends the login form with the demo administrator, without waiting for the result. */
export async function submitLogin(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in through the login page, as an admin would, and waits for the dashboard. */
export async function login(page: Page) {
  await submitLogin(page);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/**
 * Opens the app signed in with the session the test started with (`test.use({ signedInAs })`,
 * session.ts) and waits for the dashboard: where signing in on the login page lands.
 */
export async function openDashboard(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/**
 * Opens a path as the app's own links do: through its router, without reloading the page, so the
 * session, the permissions read and the downloaded screens stay. The page in between is the
 * unknown path's, so what is read next cannot be the page before (a list's rows, its footer).
 */
export async function openInApp(page: Page, path: string) {
  const route = (to: string) =>
    page.evaluate((target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
  await route('/no/such/page');
  // In the reader's language (not_found.title in src/i18n).
  await expect(
    page.getByRole('heading', { name: /^(Oops! Page not found|Oups ! Page introuvable)$/ }),
  ).toBeVisible();
  await route(path);
}

/** The signed-in admin as the API describes it. */
export async function account(page: Page): Promise<Account> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const me = await page.request.get('/api/v1/auth/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(me.ok()).toBe(true);
  return (await me.json()).data;
}

/** No serious or critical axe-core violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  // Colours measured halfway through a fade (a tooltip appearing, a button being enabled) would
  // fail the contrast check: wait for the page's requests to end (no spinner), then for the page
  // to be still. A toast that arrives while axe reads the page (a live channel's) is measured as
  // it fades in: what fails is measured once more, after the page is still again, and only what
  // fails both times is reported.
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  let blocking = await blockingViolations(page);
  if (blocking.length > 0) blocking = await blockingViolations(page);
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * The serious and critical axe violations of the page once it is still: the last render given two
 * frames to start its transitions, then finite ones over (spinners loop forever). A toast is
 * transparent until sonner marks it mounted.
 */
async function blockingViolations(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[data-sonner-toast]:not([data-mounted="true"])').length === 0 &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
  );
  // Toasts stacked behind the front one are dimmed on purpose, and half hidden by it.
  const { violations } = await new AxeBuilder({ page })
    .exclude('[data-sonner-toast]:not([data-front="true"])')
    .analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(
      ({ id, help, nodes }) =>
        `${id}: ${help} (${nodes.map(({ target }) => target.join(' ')).join(', ')})`,
    );
}

export const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

/** The toast showing `text`: one of sonner's list items, which carry their type. */
export const toast = (
  page: Page,
  text: string,
  type: 'success' | 'info' | 'warning' | 'error' = 'success',
) => page.locator(`[data-sonner-toast][data-type="${type}"]`).filter({ hasText: text });

/** A list's rows on a phone: react-admin's <SimpleList>, each row a link to its record. */
export const phoneRows = (page: Page) => page.locator('ul.MuiList-root').getByRole('link');

/** Whether the page as a whole scrolls sideways. */
export const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/**
 * Opens the Audit log from the sidebar, filtered on one action by the words it shows for it
 * ("Transaction reviewed"); its newest row.
 */
export async function newestAuditEntry(page: Page, action: string) {
  await sidebar(page).getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: action }).click();
  const newest = page.locator('tbody tr').first();
  await expect(newest).toContainText(action);
  return newest;
}
