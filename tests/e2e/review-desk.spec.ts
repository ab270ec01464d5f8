import type { Page } from '@playwright/test';
import { apiGet } from './giftcards';
import { expect, freshSession, test } from './session';
import { expectAccessible, openDashboard, toast } from './support';

test.use({ signedInAs: 'admin' });

interface Claimed {
  id: string;
  claimed_by: { username: string } | null;
}

/** The trade id of the card the desk holds, e.g. "#1a2b3c4d". */
const heldTradeId = (page: Page) =>
  page
    .getByTestId('desk-card')
    .locator('dd')
    .getByText(/^#[0-9a-f]{8}$/)
    .innerText();

/** The answer of the review the desk sends for the card it holds. */
const reviewAnswer = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && /\/admin\/giftcards\//.test(response.url()),
  );

test('the review desk works with the keyboard alone: A, R with a reason, S and ?', async ({
  page,
}) => {
  await openDashboard(page);
  await page.getByRole('menuitem', { name: 'Review desk' }).click();
  await expect(page).toHaveURL('/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Review desk' })).toBeVisible();

  const first = await heldTradeId(page);
  const accepted = reviewAnswer(page);
  await page.keyboard.press('a');
  const { data } = await (await accepted).json();
  expect([`#${data.id.slice(0, 8)}`, data.status]).toEqual([first, 'ORDER_ACCEPTED']);
  await expect.poll(() => heldTradeId(page)).not.toBe(first);

  const second = await heldTradeId(page);
  await page.keyboard.press('r');
  const dialog = page.getByRole('dialog', { name: 'Reject this card' });
  await page.keyboard.type('Code already used');
  const rejected = reviewAnswer(page);
  await page.keyboard.press('Enter');
  const rejection = (await (await rejected).json()).data;
  expect([rejection.status, rejection.rejection_reason]).toEqual(['REJECTED', 'Code already used']);
  await expect(dialog).toBeHidden();
  await expect.poll(() => heldTradeId(page)).not.toBe(second);

  const third = await heldTradeId(page);
  await page.keyboard.press('s');
  await expect.poll(() => heldTradeId(page)).not.toBe(third);

  await page.keyboard.press('?');
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toContainText('Accept');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('a reload or a second tab resumes the card you hold instead of taking another', async ({
  page,
  context,
}) => {
  await page.goto('/review');
  const held = await heldTradeId(page);
  for (let reload = 0; reload < 3; reload += 1) {
    await page.reload();
    await expect.poll(() => heldTradeId(page)).toBe(held);
  }
  const secondTab = await context.newPage();
  await secondTab.goto('/review');
  await expect.poll(() => heldTradeId(secondTab)).toBe(held);
  // The reloaded pages' late releases did not undo the claim the reloads renewed.
  const { results } = await apiGet<{ results: Claimed[] }>(
    page,
    '/admin/giftcards/?status=PENDING_REVIEW&ordering=created_at&page_size=100',
  );
  const card = results.find(({ id }) => `#${id.slice(0, 8)}` === held);
  expect(card?.claimed_by?.username).toBe('admin');
});

/** Opens the desk in a browser signed in as one of the demo staff accounts. */
async function openDesk(page: Page) {
  await page.goto('/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Review desk' })).toBeVisible();
}

/** Accepts `count` cards with the A key alone, and says which ones the desk held. */
async function clearWithKeyboard(page: Page, count: number) {
  const seen: string[] = [];
  for (let n = 0; n < count; n += 1) {
    const held = await heldTradeId(page);
    seen.push(held);
    const accepted = reviewAnswer(page);
    await page.keyboard.press('a');
    expect((await (await accepted).json()).data.status).toBe('ORDER_ACCEPTED');
    await expect.poll(() => heldTradeId(page)).not.toBe(held);
  }
  return seen;
}

test('two reviewers side by side never hold the same card, and each clears ten with the keyboard', async ({
  browser,
  baseURL,
}) => {
  // Two browsers reviewing twenty cards: 27 s alone, over 60 s beside another worker's test on a
  // 2-core machine (with this build and the one before it).
  test.slow();
  const [admin, reviewer] = await Promise.all(
    (['admin', 'reviewer'] as const).map(async (role) =>
      browser.newContext({ storageState: await freshSession(role, baseURL as string) }),
    ),
  );
  try {
    const [adminPage, reviewerPage] = await Promise.all([admin.newPage(), reviewer.newPage()]);
    await Promise.all([openDesk(adminPage), openDesk(reviewerPage)]);
    const [byAdmin, byReviewer] = await Promise.all([
      clearWithKeyboard(adminPage, 10),
      clearWithKeyboard(reviewerPage, 10),
    ]);
    expect(new Set(byAdmin).size).toBe(10);
    expect(new Set(byReviewer).size).toBe(10);
    expect(byAdmin.filter((id) => byReviewer.includes(id))).toEqual([]);
  } finally {
    await Promise.all([admin.close(), reviewer.close()]);
  }
});

test('bulk review from the transactions list: tick rows, Accept, and a toast counts them', async ({
  page,
}) => {
  await page.goto('/transactions?filter=%7B%22status%22%3A%22PENDING_REVIEW%22%7D');
  const rows = page.locator('table tbody tr');
  await expect(rows.first().getByText('Pending Review')).toBeVisible();
  await rows.nth(0).getByRole('checkbox').check();
  await rows.nth(1).getByRole('checkbox').check();
  const toolbar = page.getByRole('toolbar', { name: 'Review the selected cards' });
  await expect(toolbar).toContainText('2 items selected');
  await expectAccessible(page);
  await toolbar.getByRole('button', { name: 'Accept' }).click();
  await expect(toast(page, '2 done, 0 failed')).toBeVisible();
  await expect(toolbar).toBeHidden();
});
