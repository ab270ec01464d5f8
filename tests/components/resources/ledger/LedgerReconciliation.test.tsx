import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Reconciliation } from '../../../../contract/payouts';
import { i18nProvider } from '../../../../src/i18n';
import { clearAuth } from '../../../../src/shared/session';
import { fakeApi, json } from '../../support/fakeApi';
import { renderAppScreen } from '../../support/renderAppScreen';
import { signInAs } from '../../support/session';

const WAIT = { timeout: 10_000 };
const day = (inFlight: number, stale: number, waiting = 0): Reconciliation => ({
  date: '2026-11-28',
  sent: { count: inFlight, amount: '120.00' },
  settled: { count: 0, amount: '0.00' },
  failed: { count: 0, amount: '0.00' },
  in_flight: { count: inFlight, amount: '120.00', oldest_sent_at: '2026-11-20T09:00:00.000Z' },
  cancel_requested: { count: waiting, amount: waiting ? '80.00' : '0.00' },
  stale: Array.from({ length: stale }, (_, index) => ({
    batch_id: `0b7e3b4e-3333-4333-8333-00000000000${index}`,
    reference: `GCA-${index}`,
    sent_at: '2026-11-20T09:00:00.000Z',
  })),
});

const reconciliationApi = (answer: Reconciliation) =>
  fakeApi((request) =>
    request.path.includes('reconciliation')
      ? json(200, { data: answer })
      : json(200, { count: 0, next: null, previous: null, results: [] }),
  );

beforeEach(() => {
  clearAuth();
  signInAs('finance');
});
afterEach(async () => {
  localStorage.clear();
  await i18nProvider.changeLocale('en');
});

// Counts say one or many as each language does, never "payout(s)".
describe('the reconciliation’s counts', { timeout: 40_000 }, () => {
  it('says one payout in flight and many stale items in English', async () => {
    reconciliationApi(day(1, 2));
    renderAppScreen('/ledger/reconciliation');
    expect(await screen.findByText(/^1 payout sent with no result yet:/, {}, WAIT)).toBeVisible();
    expect(screen.getByText(/^2 items were sent more than 3 days ago/)).toBeVisible();
    expect(screen.queryByText(/cancelled after/)).toBeNull();
  });

  it('says apart what waits for the bank after a cancel', async () => {
    reconciliationApi(day(1, 0, 2));
    renderAppScreen('/ledger/reconciliation');
    expect(
      await screen.findByText(
        /^2 payouts of batches cancelled after their file left wait/,
        {},
        WAIT,
      ),
    ).toHaveTextContent('$80.00');
  });

  it('says them in French', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    reconciliationApi(day(3, 1));
    renderAppScreen('/ledger/reconciliation');
    expect(
      await screen.findByText(/^3 paiements envoyés sans résultat pour l’instant :/, {}, WAIT),
    ).toBeVisible();
    expect(screen.getByText(/^1 élément envoyé il y a plus de 3 jours/)).toBeVisible();
  });
});
