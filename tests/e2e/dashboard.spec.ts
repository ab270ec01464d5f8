import type { Page } from '@playwright/test';
import { seededCustomer, submitTransaction } from './customer';
import { expect, test } from './session';
import { expectAccessible, openDashboard } from './support';

test.use({ signedInAs: 'admin' });

// A customer no other spec plays.
const CUSTOMER_SLOT = 30;

interface Stats {
  sum_paid_payouts: string;
  total_submissions: number;
  total_giftcards: number;
  total_users: number;
  todays_activities: Record<string, number>;
  latest_submissions: {
    id: string;
    user: { first_name: string; last_name: string };
    brand: { name: string };
    created_at: string;
    status_display: string;
  }[];
  top_brands: { name: string; submission_count: number }[];
}

const count = (value: number) => new Intl.NumberFormat('en-US').format(value);
const money = (value: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(value));
const day = (value: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' }).format(
    new Date(value),
  );

async function fetchStats(page: Page): Promise<Stats> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await page.request.get('/api/v1/admin/giftcards/dashboard_stats/', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()).data;
}

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('dashboard', () => {
  test.beforeEach(async ({ page }) => openDashboard(page));

  test('shows the server’s figures', async ({ page }) => {
    // Other specs may submit cards meanwhile, which the page follows live, or pay them, which it
    // shows at its next load: compare until equal, loading the page again after a difference.
    let attempts = 0;
    await expect(async () => {
      if (attempts++ > 0) {
        await page.reload();
        await expect(card(page, 'Users')).toContainText(/\d/);
      }
      const stats = await fetchStats(page);
      await expect(card(page, 'Users')).toContainText(count(stats.total_users), { timeout: 500 });
      await expect(card(page, 'Paid Payouts')).toContainText(money(stats.sum_paid_payouts), {
        timeout: 500,
      });
      await expect(card(page, 'Submissions')).toContainText(count(stats.total_submissions), {
        timeout: 500,
      });
      await expect(card(page, 'Giftcards')).toContainText(count(stats.total_giftcards), {
        timeout: 500,
      });

      const today = card(page, "Today's Activity");
      await expect(today.getByRole('columnheader')).toHaveText([
        'Submissions',
        'Pending Approval',
        'Paid',
        'New Users',
      ]);
      const { todays_activities: activity } = stats;
      await expect(today.getByRole('cell')).toHaveText(
        [
          activity.submissions_today,
          activity.pending_approval_today,
          activity.paid_today,
          activity.new_users_today,
        ].map(String),
        { timeout: 500 },
      );

      const brands = card(page, 'Top Brands');
      await expect(brands).toContainText(`Top ${stats.top_brands.length}`);
      await expect(brands).toContainText('most recent');
      const total = stats.top_brands.reduce((sum, brand) => sum + brand.submission_count, 0);
      await expect(brands.getByTestId('top-brands-total')).toContainText(count(total), {
        timeout: 500,
      });

      const rows = card(page, 'Latest Submissions').locator('tbody tr');
      await expect(rows).toHaveText(
        stats.latest_submissions.map(
          (row) =>
            `${row.user.first_name} ${row.user.last_name}${row.brand.name}${day(row.created_at)}${row.status_display}`,
        ),
        { timeout: 500 },
      );
    }).toPass({ timeout: 30_000 });

    const summary = card(page, 'Dispute Summary');
    await expect(summary).toContainText('Active22');
    await expect(summary).toContainText('Resolved5');
    await expect(summary).toContainText('Pending1');
    await expectAccessible(page);
  });

  test('bars are each brand’s share of the total; the eye opens the transaction', async ({
    page,
  }) => {
    const stats = await fetchStats(page);
    const bars = card(page, 'Top Brands').getByTestId('top-brand-bar');
    await expect(bars).toHaveCount(stats.top_brands.length);
    const track = await bars.first().locator('..').boundingBox();
    const first = await bars.first().boundingBox();
    const total = stats.top_brands.reduce((sum, brand) => sum + brand.submission_count, 0);
    expect(first!.width / track!.width).toBeCloseTo(
      stats.top_brands[0].submission_count / total,
      1,
    );

    const latest = card(page, 'Latest Submissions');
    const link = latest.getByRole('link', { name: /View submission/ }).first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/transactions\/[0-9a-f-]{36}$/);
    await link.click();
    await expect(page).toHaveURL(href!);
  });

  test('follows a new submission without a reload', async ({ page, request }) => {
    const customer = await seededCustomer(request, CUSTOMER_SLOT);
    const submissions = card(page, 'Submissions');
    await expect(submissions).toContainText(/\d/);
    const before = Number((await submissions.textContent())?.replace(/\D/g, ''));
    const submission = await submitTransaction(request, customer);
    await expect
      .poll(async () => Number((await submissions.textContent())?.replace(/\D/g, '')))
      .toBeGreaterThan(before);
    await expect(card(page, 'Latest Submissions').locator('tbody tr')).not.toHaveCount(0);
    await expect(
      card(page, 'Latest Submissions').locator(`a[href="/transactions/${submission.id}"]`),
    ).toBeVisible();
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard fits a phone', async ({ page }) => {
    await openDashboard(page);
    await expect(card(page, 'Users')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectAccessible(page);
  });
});
