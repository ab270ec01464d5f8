import { DEMO_STAFF, expect, test } from './session';
import { expectAccessible, openDashboard, openInApp } from './support';

test.use({ signedInAs: 'admin' });

test('the account menu switches the app to French, which stays after a reload, and back', async ({
  page,
}) => {
  await openDashboard(page);
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByText(/\$US$/).first()).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('menuitem', { name: 'Transactions' })
    .click();
  await expect(page.getByRole('columnheader', { name: 'Acheteur' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Rechercher une marque...' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Acheteur' })).toBeVisible();

  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('columnheader', { name: 'Buyer' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a French reader sees a seeded card’s history and activity in French, none of the server’s English', async ({
  page,
}) => {
  await openDashboard(page);
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  // The oldest paid card is a seeded one; tests before this one pay cards of their own.
  const paid = await page.request.get('/api/v1/admin/giftcards/?status=PAID&ordering=created_at', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { id } = (await paid.json()).results[0];
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await page.goto(`/transactions/${id}`);

  const history = page.getByRole('region', { name: 'Historique' });
  await expect(history.getByText(/^Statut passé de /).first()).toBeVisible();
  await expect(history.getByText('Statut:', { exact: true }).first()).toBeVisible();
  const activity = page.getByRole('table', { name: 'Activité récente' });
  await expect(activity.getByText(/^Paiement de .+\s\$US effectué\.$/)).toBeVisible();
  for (const english of ['Status changed', 'processed', 'No recorded changes', 'PENDING_REVIEW']) {
    await expect(page.getByText(english, { exact: false })).toHaveCount(0);
  }
  await expect(page.getByText(/\$\d/)).toHaveCount(0);

  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
});

test('on a laptop, every list’s table fits its card in French, whose words are longer', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A colleague reviewing a pending card: its status cell gets the longest words of the list,
  // "En cours d'examen par reviewer", beside the status.
  const login = await request.post('/api/v1/auth/login/', { data: DEMO_STAFF.reviewer });
  const auth = { Authorization: `Bearer ${(await login.json()).data.access_token}` };
  const pending = await request.get(
    '/api/v1/admin/giftcards/?status=PENDING_REVIEW&ordering=-created_at&page_size=1',
    { headers: auth },
  );
  const [newest] = (await pending.json()).results;
  expect(
    (await request.post(`/api/v1/admin/giftcards/${newest.id}/claim/`, { headers: auth })).ok(),
  ).toBe(true);

  await page.setViewportSize({ width: 1366, height: 900 });
  await openDashboard(page);
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  const menu = page.getByRole('navigation', { name: 'Navigation principale' });
  // The entries appear as the admin's permissions are checked: wait until they stop changing.
  let lists: string[] = [];
  await expect
    .poll(async () => {
      const previous = lists;
      lists = (
        await menu
          .getByRole('menuitem')
          .evaluateAll((items) =>
            items.map((item) => new URL((item as HTMLAnchorElement).href).pathname),
          )
      ).filter((path) => !['/', '/notifications', '/review'].includes(path));
      return lists.length > 5 && lists.join() === previous.join();
    })
    .toBe(true);
  expect(lists).toContain('/transactions');
  for (const path of lists) {
    await openInApp(page, path);
    // The rows themselves, not the placeholder table shown while the page loads.
    await expect(page.getByText(/^Affichage de [\d\s]+ à [\d\s]+ sur [\d\s]+$/), path).toBeVisible({
      timeout: 30_000,
    });
    // Every column ends inside the card, the last one (a row's actions) included, with no
    // scrolling inside the card: a clipping ancestor (the card, the table's scroll box) would hide
    // what passes its edge, whatever the table's own width says.
    const overflow = await page
      .locator('main table')
      .first()
      .evaluate((table) => {
        const lastColumn = [...table.querySelectorAll('thead th')].at(-1);
        let right = Number.POSITIVE_INFINITY;
        let scrolls = false;
        for (let box = table.parentElement; box; box = box.parentElement) {
          if (getComputedStyle(box).overflowX === 'visible') continue;
          right = Math.min(right, box.getBoundingClientRect().right);
          scrolls ||= box.scrollWidth > box.clientWidth + 1;
        }
        return {
          pastTheEdge: Math.round((lastColumn?.getBoundingClientRect().right ?? 0) - right),
          scrolls,
        };
      });
    expect(overflow.scrolls, `${path}: the table scrolls inside its card`).toBe(false);
    expect(
      overflow.pastTheEdge,
      `${path}: px of the last column past the card`,
    ).toBeLessThanOrEqual(0);
  }
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await request.delete(`/api/v1/admin/giftcards/${newest.id}/claim/`, { headers: auth });
});
