import { expect, type Page, test } from '@playwright/test';
import { login } from './support';

/** The trade id of the card the desk holds, e.g. "#1a2b3c4d". */
const heldTradeId = (page: Page) =>
  page
    .getByTestId('desk-card')
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
  await login(page);
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
