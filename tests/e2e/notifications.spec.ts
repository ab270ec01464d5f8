import type { Page } from '@playwright/test';
import { seededCustomer, submitTransaction } from './customer';
import { expect, test } from './session';
import { expectAccessible, openDashboard, toast } from './support';

test.use({ signedInAs: 'admin' });

// A customer no other spec plays.
const CUSTOMER_SLOT = 20;

const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /Notifications/ });
const entries = (page: Page) =>
  page.getByRole('list', { name: 'Latest notifications' }).getByRole('listitem');

test.describe('live notifications', () => {
  test('the history fills the list quietly: at most 15, unread first', async ({ page }) => {
    await openDashboard(page);
    await expect(bell(page)).toHaveAccessibleName('Notifications (new)');
    await expect(bell(page).locator('.MuiBadge-dot:not(.MuiBadge-invisible)')).toHaveCount(1);
    await bell(page).click();
    await expect(page).toHaveURL('/notifications');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Dashboard');
    await expect(entries(page)).toHaveCount(15);
    const reads = await entries(page).evaluateAll((items) =>
      items.map((item) => (item as HTMLElement).dataset.read),
    );
    expect(reads).toEqual([...reads].sort());
    expect(reads).toContain('false');
    await expect(page.getByText('New notification')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('a customer’s submission: toast with View, a new transaction row, a click opens it and reads it', async ({
    page,
    request,
  }) => {
    const customer = await seededCustomer(request, CUSTOMER_SLOT);
    await page.goto('/transactions');
    await expect(page.getByText(/^Showing 1 to 20 of [\d,]+$/)).toBeVisible();

    const submission = await submitTransaction(request, customer);
    const message = `${customer.username} submitted a $${submission.card_value} ${submission.brand.name} gift card`;
    const newToast = toast(page, message, 'info');
    await expect(newToast).toBeVisible();
    await expect(newToast).toContainText('New notification');
    await expect(bell(page).locator('.MuiBadge-dot:not(.MuiBadge-invisible)')).toHaveCount(1);
    // The list refreshed by itself: the new submission is its first row.
    await expect(page.getByText(`#${submission.id.slice(0, 8)}`)).toBeVisible();

    // As a person does: the pointer on the toast holds it (sonner pauses its timer and stops
    // moving it while hovered), then View.
    await newToast.hover();
    await newToast.getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL('/notifications');
    const entry = entries(page).filter({ hasText: message });
    await expect(entry).toHaveAttribute('data-read', 'false');
    // The entry opens the card it is about, and is read on the way.
    await entry.getByRole('link').click();
    await expect(page).toHaveURL(`/transactions/${submission.id}`);
    await page.goBack();
    await expect(entry).toHaveAttribute('data-read', 'true');

    // The server stored it: after a reload the history has it read.
    await page.reload();
    await expect(entries(page).filter({ hasText: message })).toHaveAttribute('data-read', 'true');
  });

  test('after the access token is refused, the channel refreshes it and reconnects', async ({
    page,
  }) => {
    await openDashboard(page);
    // The dashboard's trends load last: let their request finish with the good token, so the
    // navigation below cannot cut off a refresh that request started.
    await expect(page.getByText(/in the last 30 days/)).toHaveCount(2);
    const sockets: string[] = [];
    page.on('websocket', (socket) =>
      sockets.push(new URL(socket.url()).searchParams.get('token')!),
    );
    await page.evaluate(() => localStorage.setItem('accessToken', 'expired.token.value'));
    await page.goto('/notifications');
    await expect(entries(page)).toHaveCount(15);
    expect(sockets[0]).toBe('expired.token.value');
    const current = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(current).not.toBe('expired.token.value');
    expect(sockets.at(-1)).toBe(current);
  });

  test('with an empty list the bell has no dot and the page says so', async ({ page }) => {
    await page.routeWebSocket(/\/ws\/notifications\//, (socket) => {
      socket.send(JSON.stringify({ type: 'notification_history', notifications: [] }));
    });
    await openDashboard(page);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await expect(bell(page).locator('.MuiBadge-invisible')).toHaveCount(1);
    await bell(page).click();
    await expect(page.getByText('No notifications to show. 💡')).toBeVisible();
  });
});
