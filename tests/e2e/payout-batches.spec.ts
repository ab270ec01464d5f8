import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { endAlone, runAlone } from './alone';
import { apiGet, money } from './giftcards';
import { type Payee, seedOwedCustomers } from './payees';
import { expect, test } from './session';
import { createStaff, type StaffLogin, signOut, submitPassword } from './staff';

interface Item {
  transaction_id: string;
  reference: string;
  state: string;
  net: string;
}

/** The value beside a label of the detail's cards ("Items" → "200"). */
const info = (page: Page | Locator, label: string) =>
  page.locator(`dt:text-is("${label}") + dd`).first();

/** The batch's state badge, beside its actions. */
const state = (page: Page) => page.getByTestId('batch-state');

/** Signs in on the login page and waits for the dashboard. */
async function signIn(page: Page, staff: StaffLogin) {
  await submitPassword(page, staff);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

async function itemsOf(page: Page, batchId: string) {
  const items: Item[] = [];
  for (let page_ = 1; ; page_++) {
    const answer = await apiGet<{ results: Item[]; next: string | null }>(
      page,
      `/admin/payout-batches/${batchId}/items/?page=${page_}&page_size=100`,
    );
    items.push(...answer.results);
    if (!answer.next) return items;
  }
}

/** Drafts a batch of everything owed from the list's create button; answers its id. */
async function draftFromWhatIsOwed(page: Page) {
  await page.goto('/payout-batches');
  await page.getByRole('link', { name: 'Create Payout batch' }).click();
  await expect(page.getByRole('radio', { name: 'Everything that is owed' })).toBeChecked();
  await page.getByRole('button', { name: 'Draft the batch' }).click();
  await expect(page).toHaveURL(/\/payout-batches\/[0-9a-f-]{36}$/);
  return page.url().match(/payout-batches\/([0-9a-f-]{36})/)?.[1] as string;
}

/** Chooses a results file: the server's dry run is shown before anything applies. */
async function previewResults(page: Page, file: string) {
  await page.locator('input[type=file]').setInputFiles(file);
  const dialog = page.getByRole('dialog', { name: 'Bank results: what will be applied' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('payout batches', () => {
  let payees: Payee[];

  // The batch pays everything that is owed, and the 200 customers and cards change the totals
  // other files' tests compare and page through: no other test runs meanwhile (alone.ts).
  test.beforeAll(async ({ request }, testInfo) => {
    // 200 sign-ups and sign-ins (each a password hash) and cards: a few minutes on 2 cores.
    test.setTimeout(600_000);
    await runAlone(testInfo.project.outputDir);
    payees = await seedOwedCustomers(request, 200);
  });

  test.afterAll(() => endAlone(test.info().project.outputDir));

  test('finance pays 200 customers in one batch, a colleague approving; the failed are owed again and go in the next batch', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(300_000);
    const mine = new Map(payees.map((payee) => [payee.transactionId, payee]));
    const total = payees.reduce((sum, payee) => sum + payee.payout, 0);
    // Over BATCH_APPROVAL_THRESHOLD (5,000.00 by default): a colleague must approve.
    expect(total).toBeGreaterThanOrEqual(5000);

    // Accounts of this test's own: signing out ends every session of an account, and the demo
    // accounts' sessions are other tests'.
    const finance = await createStaff(request, 'finance');
    const colleague = await createStaff(request, 'admin');

    // Finance drafts the batch: the 200 go in, the demo's owed cards without a payout account
    // are left out, each with its reason.
    await signIn(page, finance);
    const batchId = await draftFromWhatIsOwed(page);
    await expect(state(page)).toHaveText('Draft');
    await expect(info(page, 'Items')).toHaveText('200');
    await expect(info(page, 'Total')).toHaveText(money(total));
    const skipped = page.getByRole('heading', { name: 'Left out of this batch' });
    await expect(skipped).toBeVisible();
    await expect(page.getByText(/^No payout account: \d+/)).toBeVisible();
    const drafted = await itemsOf(page, batchId);
    expect(drafted.map((item) => item.transaction_id).sort()).toEqual([...mine.keys()].sort());

    // Its creator is told why approving is not theirs; sending is refused until it is approved.
    await expect(page.getByText('You drafted this batch')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Send to the bank' })).toHaveCount(0);
    await signOut(page);

    // A colleague (an admin) approves it.
    await signIn(page, colleague);
    await page.goto(`/payout-batches/${batchId}`);
    await expect(page.getByText('This batch needs a second approval')).toBeVisible();
    await expect(page.getByText('You drafted this batch')).toHaveCount(0);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(state(page)).toHaveText('Approved');
    await signOut(page);

    // Finance sends it and downloads the bank file.
    await signIn(page, finance);
    await page.goto(`/payout-batches/${batchId}`);
    await expect(page.getByText(`Approved by ${colleague.username}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Send to the bank' }).click();
    await page
      .getByRole('dialog', { name: 'Send this batch to the bank?' })
      .getByRole('button', { name: 'Send to the bank' })
      .click();
    await expect(state(page)).toHaveText('Submitted');
    await expect(info(page, 'In flight')).toHaveText(money(total));
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the bank file' }).click();
    const bankFile = testInfo.outputPath('batch.csv');
    await (await downloading).saveAs(bankFile);
    expect(readFileSync(bankFile, 'utf8').trim().split(/\r?\n/)).toHaveLength(201);

    // The practice bank answers, failing about one in ten.
    const resultsFile = testInfo.outputPath('batch.results.csv');
    const bank = spawnSync(
      'npx',
      ['tsx', 'tools/bank/cli.ts', bankFile, '--fail-share', '0.1', '--out', resultsFile],
      { encoding: 'utf8' },
    );
    expect(bank.status, bank.stderr).toBe(0);
    const lines = readFileSync(resultsFile, 'utf8').trim().split('\r\n').slice(1);
    const byReference = new Map(drafted.map((item) => [item.reference, item.transaction_id]));
    const failed = lines
      .filter((line) => line.split(',')[1] === 'failed')
      .map((line) => byReference.get(line.split(',')[0]) as string);
    expect(failed.length).toBeGreaterThan(0);
    const failedTotal = failed.reduce((sum, id) => sum + (mine.get(id)?.payout ?? 0), 0);

    // Upload: the preview says what will apply, then it applies.
    let dialog = await previewResults(page, resultsFile);
    await expect(info(dialog, 'To apply')).toHaveText('200');
    await expect(info(dialog, 'Conflicts (not applied)')).toHaveText('0');
    await expect(info(dialog, 'Unknown references')).toHaveText('0');
    await dialog.getByRole('button', { name: 'Apply the results' }).click();
    await expect(page.getByText('Results applied: 200 applied')).toBeVisible();
    await expect(state(page)).toHaveText('Settled');
    await expect(info(page, 'Paid')).toHaveText(money(total - failedTotal));
    await expect(info(page, 'Failed')).toHaveText(money(failedTotal));
    await expect(info(page, 'In flight')).toHaveText(money(0));

    // The same results again change nothing: the preview says so and offers nothing to apply.
    dialog = await previewResults(page, resultsFile);
    await expect(info(dialog, 'To apply')).toHaveText('0');
    await expect(info(dialog, 'Already recorded (unchanged)')).toHaveText('200');
    await expect(dialog.getByText('Nothing in this file changes the batch.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Apply the results' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(info(page, 'Paid')).toHaveText(money(total - failedTotal));

    // Paid once: the card's ledger names each step; the failed are owed again.
    const paidId = drafted.find((item) => !failed.includes(item.transaction_id))
      ?.transaction_id as string;
    const paid = await apiGet<{ data: { status: string } }>(page, `/admin/giftcards/${paidId}/`);
    expect(paid.data.status).toBe('PAID');
    for (const id of failed) {
      const card = await apiGet<{ data: { status: string; ledger: { owed: string } } }>(
        page,
        `/admin/giftcards/${id}/`,
      );
      expect(card.data.status).toBe('ORDER_ACCEPTED');
      expect(Number(card.data.ledger.owed)).toBe(mine.get(id)?.payout);
    }
    await page.goto(`/transactions/${paidId}`);
    await expect(page.getByText('Payout sent to the bank').first()).toBeVisible();
    await expect(page.getByText('Payout settled').first()).toBeVisible();

    // The next batch of what is owed holds the failed ones, under the threshold: no approval.
    const nextId = await draftFromWhatIsOwed(page);
    await expect(info(page, 'Items')).toHaveText(String(failed.length));
    expect((await itemsOf(page, nextId)).map((item) => item.transaction_id).sort()).toEqual(
      [...failed].sort(),
    );
    await expect(page.getByText('Under the approval thresholds')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send to the bank' })).toBeVisible();
    // Sent, its file downloaded, then cancelled: the bank may pay it anyway, so its items wait
    // for the bank's answer instead of being owed again at once.
    await page.getByRole('button', { name: 'Send to the bank' }).click();
    await page
      .getByRole('dialog', { name: 'Send this batch to the bank?' })
      .getByRole('button', { name: 'Send to the bank' })
      .click();
    await expect(state(page)).toHaveText('Submitted');
    const nextDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the bank file' }).click();
    const nextFile = testInfo.outputPath('next.csv');
    await (await nextDownload).saveAs(nextFile);
    await page.getByRole('button', { name: 'Cancel the batch' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel this batch?' })
      .getByRole('button', { name: 'Cancel the batch' })
      .click();
    await expect(state(page)).toHaveText('Cancelled');
    await expect(page.getByText('Cancel requested (waiting for the bank)').first()).toBeVisible();
    const waiting = await apiGet<{ data: { ledger: { owed: string } } }>(
      page,
      `/admin/giftcards/${failed[0]}/`,
    );
    expect(waiting.data.ledger.owed).toBe('0.00');
    await page.goto('/ledger/reconciliation');
    await expect(
      page.getByText(new RegExp(`^${failed.length} payouts? of batch(es)? cancelled after`)),
    ).toBeVisible();

    // The bank says it paid none of them: they are owed again, so whoever pays next has them.
    await page.goto(`/payout-batches/${nextId}`);
    const nextResults = testInfo.outputPath('next.results.csv');
    const refused = spawnSync(
      'npx',
      ['tsx', 'tools/bank/cli.ts', nextFile, '--fail-share', '1', '--out', nextResults],
      { encoding: 'utf8' },
    );
    expect(refused.status, refused.stderr).toBe(0);
    dialog = await previewResults(page, nextResults);
    await expect(info(dialog, 'To apply')).toHaveText(String(failed.length));
    await dialog.getByRole('button', { name: 'Apply the results' }).click();
    await expect(state(page)).toHaveText('Cancelled');
    await expect(info(page, 'In flight')).toHaveText(money(0));
    const owedAgain = await apiGet<{ data: { ledger: { owed: string } } }>(
      page,
      `/admin/giftcards/${failed[0]}/`,
    );
    expect(Number(owedAgain.data.ledger.owed)).toBe(mine.get(failed[0])?.payout);

    // The list shows both, newest first, and filters by state.
    await page.goto('/payout-batches');
    await expect(page.getByRole('row').nth(1)).toContainText('Cancelled');
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Settled', exact: true }).click();
    await expect(page.getByRole('row').nth(1)).toContainText('Settled');
    await expect(page.getByRole('row').nth(1)).toContainText(money(total));
  });
});
