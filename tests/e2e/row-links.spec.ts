import type { Locator, Page } from '@playwright/test';
import { DEMO_STAFF, expect, type StaffRole, test } from './session';
import { openDashboard, openInApp, sidebar } from './support';

// No row of any list leads a reader into "You are not allowed to see this page": for every list
// in each demo role's menu, the first row either opens a page the role may see, or is no link.

/** The menu's entries that are pages of their own, not lists of rows (the review desk's is /review). */
const NOT_LISTS = new Set(['/', '/notifications', '/review']);
const REFUSAL = 'You are not allowed to see this page';

const listFooter = (page: Page) => page.getByText(/^Showing [\d,]+ to [\d,]+ of [\d,]+$/);

/** The lists of the role's menu, by path (a resource added later brings its own entry). */
async function menuLists(page: Page) {
  await openDashboard(page);
  // The entries appear as the role's permissions are checked: wait until they stop changing.
  let paths: string[] = [];
  await expect
    .poll(async () => {
      const previous = paths;
      paths = await sidebar(page)
        .getByRole('menuitem')
        .evaluateAll((items) =>
          items.map((item) => new URL((item as HTMLAnchorElement).href).pathname),
        );
      return paths.length > 1 && paths.join() === previous.join();
    })
    .toBe(true);
  return paths.filter((path) => !NOT_LISTS.has(path));
}

/**
 * Opens the list (through the app's router, or `reload`ing the page at its new size) and its
 * first row, if it has one, once its page has arrived.
 */
async function firstRow(page: Page, path: string, row: (page: Page) => Locator, reload = false) {
  if (reload) await page.goto(path);
  else await openInApp(page, path);
  // A list's first page, on a machine that runs other tests beside this one.
  await expect(listFooter(page), path).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: REFUSAL })).toHaveCount(0);
  return (await row(page).count()) > 0 ? row(page).first() : null;
}

/** A row that opens a page lands on one the reader may see; one that opens nothing stays put. */
async function expectOpensWhatItMay(page: Page, path: string, opens: boolean, row: Locator) {
  const clicked = await row.elementHandle();
  await row.click({ position: { x: 4, y: 4 } });
  if (opens) {
    await expect(page, `${path}: a row opens its record`).not.toHaveURL(path);
    // The list stays on screen while the record's screen loads: only once the clicked row has
    // left the page is what follows read from the record's (and the next list opened after it).
    await clicked?.waitForElementState('hidden');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: REFUSAL }), `${path}: its row`).toHaveCount(0);
  } else {
    await expect(listFooter(page)).toBeVisible();
    expect(new URL(page.url()).pathname, `${path}: a row that is no link`).toBe(path);
  }
}

for (const role of Object.keys(DEMO_STAFF) as StaffRole[]) {
  test.describe(() => {
    test.use({ signedInAs: role });

    test(`the demo ${role}'s rows open only what they may see, on a laptop and a phone`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await page.setViewportSize({ width: 1366, height: 900 });
      const lists = await menuLists(page);
      expect(lists.length).toBeGreaterThan(2);
      for (const path of lists) {
        const row = await firstRow(page, path, (current) => current.locator('tbody tr'));
        if (!row) continue;
        // A row that opens something says so with the pointer.
        const opens =
          (await row.evaluate((element) => getComputedStyle(element).cursor)) === 'pointer';
        await expectOpensWhatItMay(page, path, opens, row);
      }

      // A phone opens the app at its size (a laptop's menu, resized, would stay open over it).
      await page.setViewportSize({ width: 390, height: 844 });
      for (const [index, path] of lists.entries()) {
        const row = await firstRow(
          page,
          path,
          (current) => current.locator('main ul.MuiList-root > li'),
          index === 0,
        );
        if (!row) continue;
        // A phone's row is a link (a button where each row opens a record of its own kind, an
        // audit entry's), or plain text that no tap moves from the list.
        const opens = (await row.getByRole('link').or(row.getByRole('button')).count()) > 0;
        await expectOpensWhatItMay(page, path, opens, row);
      }
    });
  });
}
