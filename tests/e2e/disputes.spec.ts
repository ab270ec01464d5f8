import type { Page, WebSocketRoute } from '@playwright/test';
import { adminToken, CustomerChat, getDispute, openDispute, seededCustomer } from './customer';
import { expect, test } from './session';
import { account, expectAccessible } from './support';

test.use({ signedInAs: 'admin' });

// Customers no other spec plays, so that parallel workers do not share a chat.
const CUSTOMER_SLOTS = { chat: 10, drop: 11, status: 12 };

const chatLog = (page: Page) => page.getByRole('log', { name: 'Chat messages' });
const bubble = (page: Page, text: string) =>
  chatLog(page).getByRole('listitem').filter({ hasText: text });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Type a message...' });
const connection = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Connect|Reconnect/ });

test.describe('disputes list', () => {
  test('filters by Active/Inactive and by customer, and leads to the detail', async ({ page }) => {
    await page.goto('/disputes');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Customer',
      'Dispute ID',
      'Date',
      'Status',
      // The service-level clock (api-contract.md, "Service levels": a clock on list rows).
      'Time left',
      'Action',
    ]);
    await expect(table.getByRole('row')).toHaveCount(21);
    await expect(page.getByText(/^Showing 1 to 20 of [\d,]+$/)).toBeVisible();

    const statusCells = table.locator('tbody tr td:nth-child(4)');
    const search = page.getByRole('searchbox', { name: 'Search Customer...' });
    const firstCustomer = (await table.locator('tbody tr td').first().textContent()) ?? '';
    await search.fill(firstCustomer);
    await search.press('Enter');
    await expect(table.locator('tbody tr td:first-child').first()).toHaveText(firstCustomer);

    // Choosing a status clears the search.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Active', exact: true }).click();
    await expect(search).toHaveValue('');
    await expect(statusCells.first()).toHaveText('Open');
    await expect(statusCells.filter({ hasText: 'Closed' })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await expect(statusCells.first()).toHaveText('Closed');
    await expect(statusCells.filter({ hasText: 'Open' })).toHaveCount(0);
    await expectAccessible(page);

    const row = table.locator('tbody tr').first();
    const shortId = (await row.locator('td:nth-child(2)').textContent()) ?? '';
    await row.getByRole('link', { name: /View dispute/ }).click();
    await expect(page).toHaveURL(new RegExp(`/disputes/${shortId}[0-9a-f-]+$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Dispute Details' })).toBeVisible();
  });

  test('an unknown dispute is not found', async ({ page }) => {
    await page.goto('/disputes/00000000-0000-4000-8000-000000000000');
    await expect(page.getByText('Dispute not found')).toBeVisible();
  });
});

test.describe('dispute chat', () => {
  test('a customer and the admin talk live', async ({ page, request, baseURL }) => {
    const customer = await seededCustomer(request, CUSTOMER_SLOTS.chat);
    const dispute = await openDispute(request, customer);
    await page.goto(`/disputes/${dispute.id}`);
    const admin = await account(page);
    await expect(connection(page)).toHaveText('Connected');

    const info = page.getByRole('heading', { name: 'Dispute Info' }).locator('..');
    await expect(info).toContainText(dispute.id);
    await expect(info).toContainText(customer.username);

    const chat = await CustomerChat.connect(baseURL!, dispute.id, customer.token);
    const question = `Where is my payout? ${Date.now()}`;
    chat.say(question);
    // Within a second of being sent, on the customer's side (the right).
    await expect(bubble(page, question)).toBeVisible({ timeout: 1000 });
    await expect(bubble(page, question)).toHaveAttribute('data-side', 'customer');

    const answer = `Checking it now ${Date.now()}`;
    await composer(page).fill(answer);
    await composer(page).press('Enter');
    await expect(composer(page)).toHaveValue('');
    await expect.poll(() => chat.count(answer), { timeout: 1000 }).toBe(1);
    expect(chat.received.at(-1)?.sender_username).toBe(admin.username);
    await expect(bubble(page, answer)).toHaveAttribute('data-side', 'admin');
    await expect(bubble(page, answer)).not.toHaveAttribute('data-pending', 'true');

    // A blank message is not sent.
    await composer(page).fill('   ');
    await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expectAccessible(page);
    chat.close();
  });

  test('a message written while the connection is down arrives once after it is back', async ({
    page,
    request,
    baseURL,
  }) => {
    const customer = await seededCustomer(request, CUSTOMER_SLOTS.drop);
    const dispute = await openDispute(request, customer);
    // The page's chat sockets go through this proxy, which can cut them and refuse new ones.
    let down = false;
    const open: WebSocketRoute[] = [];
    await page.routeWebSocket(/\/ws\/dispute\//, (socket) => {
      if (down) {
        socket.close({ code: 1012, reason: 'Server restarting' });
        return;
      }
      socket.connectToServer();
      open.push(socket);
    });
    await page.goto(`/disputes/${dispute.id}`);
    await expect(connection(page)).toHaveText('Connected');
    const chat = await CustomerChat.connect(baseURL!, dispute.id, customer.token);

    const before = `Before the drop ${Date.now()}`;
    await composer(page).fill(before);
    await composer(page).press('Enter');
    await expect.poll(() => chat.count(before)).toBe(1);

    down = true;
    for (const socket of open.splice(0)) await socket.close({ code: 1012, reason: 'Dropped' });
    await expect(connection(page)).toHaveText('Reconnecting...');

    const during = `Written while offline ${Date.now()}`;
    await composer(page).fill(during);
    await composer(page).press('Enter');
    await expect(bubble(page, during)).toHaveAttribute('data-pending', 'true');
    await expect(bubble(page, during)).toContainText('Sending...');

    down = false;
    await expect(connection(page)).toHaveText('Connected', { timeout: 20_000 });
    await expect(bubble(page, during)).not.toHaveAttribute('data-pending', 'true');
    await expect.poll(() => chat.count(during)).toBe(1);
    await expect(bubble(page, during)).toHaveCount(1);
    await expect(bubble(page, before)).toHaveCount(1);

    // Stored once: a fresh connection's history holds it once.
    const check = await CustomerChat.connect(baseURL!, dispute.id, customer.token);
    expect(check.history.filter(({ message }) => message === during)).toHaveLength(1);
    // Nothing more arrives later (a late resend would be answered to the page only, if at all).
    await page.waitForTimeout(1000);
    expect(chat.count(during)).toBe(1);
    check.close();
    chat.close();
  });
});

test.describe('dispute actions', () => {
  test('closing and reopening a dispute', async ({ page, request }) => {
    const customer = await seededCustomer(request, CUSTOMER_SLOTS.status);
    const dispute = await openDispute(request, customer);
    const token = await adminToken(request);
    await page.goto(`/disputes/${dispute.id}`);
    const info = page.getByRole('heading', { name: 'Dispute Info' }).locator('..');
    const status = page.getByRole('combobox', { name: 'Status' });
    const save = page.getByRole('button', { name: 'Save' });
    await expect(info).toContainText('Open');
    await expect(save).toBeDisabled();

    await status.click();
    await page.getByRole('option', { name: 'Closed' }).click();
    await save.click();
    await expect(page.getByText('Dispute updated successfully')).toBeVisible();
    await expect(info).toContainText('Closed');
    expect((await getDispute(request, token, dispute.id)).status).toBe('closed');

    await status.click();
    await page.getByRole('option', { name: 'Open' }).click();
    await save.click();
    await expect(info).toContainText('Open');
    await expect
      .poll(async () => (await getDispute(request, token, dispute.id)).status)
      .toBe('open');
    await expectAccessible(page);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the chat and the info stack, without sideways scrolling', async ({ page, request }) => {
    const customer = await seededCustomer(request, CUSTOMER_SLOTS.chat);
    const dispute = await openDispute(request, customer);
    await page.goto(`/disputes/${dispute.id}`);
    await expect(connection(page)).toHaveText('Connected');
    const chatBox = await chatLog(page).boundingBox();
    const infoBox = await page.getByRole('heading', { name: 'Dispute Info' }).boundingBox();
    expect(infoBox!.y).toBeGreaterThan(chatBox!.y + chatBox!.height);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});
