import { expect, test } from './session';
import {
  expectAccessible,
  openDashboard,
  openInApp,
  pageScrollsSideways,
  phoneRows,
  sidebar,
} from './support';

const entries = [
  { link: 'Dashboard', path: '/', heading: 'Dashboard', title: 'Dashboard' },
  { link: 'Users', path: '/users', heading: 'Users', title: 'Users' },
  {
    link: 'Gift Card Brands',
    path: '/giftcard-brands',
    heading: 'Gift Card Brands',
    title: 'Gift Card Brands',
  },
  { link: 'Transactions', path: '/transactions', heading: 'Transactions', title: 'Transactions' },
  { link: 'Payments', path: '/payments', heading: 'Payments', title: 'Payments' },
  { link: 'Dispute', path: '/disputes', heading: 'Disputes', title: 'Disputes' },
  {
    link: 'Notifications',
    path: '/notifications',
    heading: 'Notifications',
    title: 'Notifications',
  },
];

const links = entries.map(({ link }) => link);

// The menu is generated from the registered resources: other entries may join the spec's seven,
// which must all be there, in order.
const specEntriesInMenu = async (page: import('@playwright/test').Page) =>
  (await sidebar(page).getByRole('menuitem').allTextContents()).filter((text) =>
    links.includes(text),
  );

const headerTitle = (page: import('@playwright/test').Page) =>
  page.getByRole('banner').locator('p').first();

test.describe('shell', () => {
  test.use({ signedInAs: 'admin' });

  test('the sidebar has the seven entries, each opening its screen', async ({ page }) => {
    // Seven pages, each with a full axe-core scan: more than one test's usual share of time.
    test.slow();
    await openDashboard(page);
    await expect.poll(() => specEntriesInMenu(page)).toEqual(links);
    for (const { link, path, heading, title } of entries) {
      await sidebar(page).getByRole('menuitem', { name: link }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(headerTitle(page)).toHaveText(title);
      await expectAccessible(page);
    }
  });

  test('brand create lives at /giftcard-brands/add', async ({ page }) => {
    await page.goto('/giftcard-brands');
    await page.getByRole('link', { name: 'Add Gift Card Brand' }).click();
    await expect(page).toHaveURL('/giftcard-brands/add');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Add Gift Card Brand' }),
    ).toBeVisible();
    await expect(headerTitle(page)).toHaveText('Add Gift Card Brand');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('listitem')).toHaveText([
      'Dashboard',
      'Gift Card Brands',
      'Add Gift Card Brand',
    ]);
    await crumbs.getByRole('link', { name: 'Gift Card Brands' }).click();
    await expect(page).toHaveURL('/giftcard-brands');
    await expectAccessible(page);
  });

  test('detail pages live at /{resource}/{id}', async ({ page }) => {
    const details = [
      { path: '/users/abc', heading: 'User Details', title: 'User Details' },
      { path: '/giftcard-brands/abc', heading: 'Edit Gift Card Brand', title: 'Gift Card Brands' },
      {
        path: '/transactions/abc',
        heading: 'Transaction Details',
        title: 'Transaction Details',
      },
      { path: '/payments/abc', heading: 'Payment Details', title: 'Payment Details' },
      { path: '/disputes/abc', heading: 'Dispute Details', title: 'Disputes' },
    ];
    for (const { path, heading, title } of details) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(headerTitle(page)).toHaveText(title);
    }
  });

  test('an unknown path shows the 404 page, which leads home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await expect(headerTitle(page)).toHaveText('Page not found');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });

  // The empty-list case (no dot) is in notifications.spec.ts, with a faked live channel.
  test('the bell shows a dot for the seeded notifications and goes to /notifications', async ({
    page,
  }) => {
    await openDashboard(page);
    const bell = page.getByRole('banner').getByRole('link', { name: /Notifications/ });
    await expect(bell.locator('.MuiBadge-dot:not(.MuiBadge-invisible)')).toHaveCount(1);
    await bell.click();
    await expect(page).toHaveURL('/notifications');
  });

  test('the theme switches between light and dark', async ({ page }) => {
    await openDashboard(page);
    const background = () =>
      page
        .locator('#main-content')
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    const light = await background();
    await page.getByRole('button', { name: 'Toggle light/dark mode' }).click();
    await expect.poll(background).not.toBe(light);
    await expectAccessible(page);
  });

  test('list pages follow the server’s pages, search on Enter and reset', async ({ page }) => {
    await page.goto('/users');
    const footer = page.getByText(/^Showing \d+ to \d+ of [\d,]+$/);
    await expect(footer).toHaveText(/^Showing 1 to 20 of [\d,]+$/);
    const previous = page.getByRole('button', { name: 'Previous' });
    const next = page.getByRole('button', { name: 'Next' });
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(footer).toHaveText(/^Showing 21 to 40 of [\d,]+$/);
    await expect(previous).toBeEnabled();

    const search = page.getByRole('searchbox', { name: 'Search User Name...' });
    await search.fill('zzz-nobody');
    await expect(footer).toHaveText(/^Showing 21 to 40 of [\d,]+$/);
    await search.press('Enter');
    await expect(footer).toHaveText('Showing 0 to 0 of 0');
    await expect(next).toBeDisabled();

    await page.getByRole('button', { name: 'Reset filters' }).click();
    await expect(footer).toHaveText(/^Showing 1 to 20 of [\d,]+$/);
    await expect(search).toHaveValue('');
    await expectAccessible(page);
  });
});

test.describe('small screens', () => {
  test.use({ signedInAs: 'admin', viewport: { width: 390, height: 844 } });

  test('the same seven entries slide in from the menu button', async ({ page }) => {
    await openDashboard(page);
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect.poll(() => specEntriesInMenu(page)).toEqual(links);
    await expectAccessible(page);
    await sidebar(page).getByRole('menuitem', { name: 'Payments' }).click();
    await expect(page).toHaveURL('/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
  });

  test('a reload or a typed address does not bring the slide-in menu back over the page', async ({
    page,
  }) => {
    await openDashboard(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar(page)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sidebar(page)).toBeVisible();
    await page.goto('/disputes');
    await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
  });

  test('header titles wrap between words, neither cut nor broken mid-word', async ({ page }) => {
    for (const path of ['/notifications', '/transactions/abc', '/canned-replies', '/users/abc']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const fit = await headerTitle(page).evaluate((title) => {
        const text = title.firstChild as Text;
        const broken = [...(title.textContent ?? '').matchAll(/\S+/g)].filter((word) => {
          const range = document.createRange();
          range.setStart(text, word.index);
          range.setEnd(text, word.index + word[0].length);
          return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size > 1;
        });
        return {
          broken: broken.map((word) => word[0]),
          cut:
            title.scrollHeight > title.clientHeight + 1 ||
            title.scrollWidth > title.clientWidth + 1,
        };
      });
      expect(fit, path).toEqual({ broken: [], cut: false });
    }
  });

  test('every list shows rows of a simple list, and nothing scrolls sideways', async ({ page }) => {
    const lists = ['/users', '/giftcard-brands', '/transactions', '/payments', '/disputes'];
    for (const [index, path] of lists.entries()) {
      // The first one typed as an address, the others through the app's router.
      if (index === 0) await page.goto(path);
      else await openInApp(page, path);
      await expect(phoneRows(page).first()).toBeVisible();
      await expect(page.locator('table')).toHaveCount(0);
      expect(await pageScrollsSideways(page), path).toBe(false);
    }
  });
});

test('the 404 page is public', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(sidebar(page)).toHaveCount(0);
  await expectAccessible(page);
});
