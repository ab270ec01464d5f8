import { expect, test } from './session';
import { expectAccessible, openDashboard, pageScrollsSideways, sidebar } from './support';

test.use({ signedInAs: 'admin' });

// Service-level policies and KYC tiers are declared (contract/resources/sla.ts, kyc-tiers.ts);
// their screens are derived, named in paths by target and tier number and saved whole (PUT).

test('an admin changes the card review policy on the Service levels screen, and reads the KYC tiers and queue', async ({
  page,
}) => {
  await openDashboard(page);
  await sidebar(page).getByRole('menuitem', { name: 'Service levels' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Service levels' })).toBeVisible();
  await expect(
    page.getByRole('row').filter({ hasText: 'First response to a dispute' }),
  ).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('row').filter({ hasText: 'Card review' }).click();
  await page.getByRole('spinbutton', { name: 'Minutes', exact: true }).fill('45');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Card review' })).toContainText('45');
  // Back to the default, so that other tests read the contract's 60 minutes.
  await page.getByRole('row').filter({ hasText: 'Card review' }).click();
  await page.getByRole('spinbutton', { name: 'Minutes', exact: true }).fill('60');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Card review' })).toContainText('60');

  // Business hours on dispute resolution: saved, then read on the list in words.
  const resolution = page.getByRole('row').filter({ hasText: 'Dispute resolution' });
  await expect(resolution).toContainText('Around the clock');
  await resolution.click();
  await page.getByRole('switch', { name: 'Only during business hours' }).check();
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await zone.fill('Africa/Lag');
  await page.getByRole('option', { name: 'Africa/Lagos' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(resolution).toContainText('Mon–Fri 09:00–17:00, Africa/Lagos');
  // Back to around the clock, as the contract's default, for other tests' clocks.
  await resolution.click();
  await page.getByRole('switch', { name: 'Only during business hours' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(resolution).toContainText('Around the clock');

  await sidebar(page).getByRole('menuitem', { name: 'KYC tiers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'KYC tiers' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Unverified' })).toContainText('200.00');
  await expectAccessible(page);

  await sidebar(page).getByRole('menuitem', { name: 'KYC queue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'KYC queue' })).toBeVisible();
  await expectAccessible(page);
});

test('in French and on a phone, the service levels, KYC tiers and queue in French words, nothing wider than the phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDashboard(page);
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  for (const [path, heading] of [
    ['/sla', 'Niveaux de service'],
    ['/kyc-tiers', 'Niveaux KYC'],
    ['/kyc', 'File KYC'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await pageScrollsSideways(page), path).toBe(false);
  }
  await page.goto('/sla');
  await expect(page.getByText('Examen des cartes')).toBeVisible();
});
