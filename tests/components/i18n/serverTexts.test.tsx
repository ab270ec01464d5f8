import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditLog } from '../../../contract/audit';
import type { Transfer } from '../../../contract/ledger';
import type { Notification } from '../../../contract/live';
import { serverText as coded } from '../../../contract/messages';
import { i18nProvider } from '../../../src/i18n';
import { TransactionDetail } from '../../../src/resources/transactions/TransactionDetail';
import {
  fieldLabel,
  notificationText,
  serverText,
  valueText,
} from '../../../src/shared/serverText';
import { translate } from '../../../src/shared/translate';
import { activityLogFixture } from '../resources/transactions/support/activityLogFixture';
import { renderDetail, withEmptyHistory } from '../resources/transactions/support/renderDetail';
import { transactionFixture } from '../resources/transactions/support/transactionFixture';
import { json, type RecordedRequest } from '../support/fakeApi';
import { findToast } from '../support/toasts';

// A French reader sees no English sentence the server wrote: activity notes, audit summaries,
// notifications and error toasts come with a code the app words in French, money included.

const paid = coded('activity.payment_processed', { amount: '170.00' });
const accepted = coded('activity.status_changed', { from: 'PENDING_REVIEW', to: 'ORDER_ACCEPTED' });
const summary = coded('audit.status_changed', { from: 'PENDING_REVIEW', to: 'ORDER_ACCEPTED' });
const tooMuch = coded('transaction.payout_over_value');

const transaction = transactionFixture({
  recent_logs: [
    activityLogFixture({
      action: 'payment_processed',
      new_status: 'PAID',
      notes: paid.english,
      notes_code: paid.code,
      notes_params: paid.params,
    }),
    activityLogFixture({
      notes: accepted.english,
      notes_code: accepted.code,
      notes_params: accepted.params,
    }),
  ],
});

const history: AuditLog = {
  id: '22222222-2222-4222-8222-222222222222',
  actor: { id: '11111111-1111-4111-8111-111111111111', username: 'ada' },
  action: 'transaction.review',
  target_type: 'transaction',
  target_id: transaction.id,
  target_user_role: null,
  summary: summary.english,
  summary_code: summary.code,
  summary_params: summary.params,
  changes: { status: ['PENDING_REVIEW', 'ORDER_ACCEPTED'] },
  ip: '127.0.0.1',
  user_agent: 'test',
  created_at: '2026-11-21T10:00:00.000Z',
};

const api = (request: RecordedRequest) => {
  if (request.path.endsWith('/audit-logs/')) {
    return json(200, { count: 1, next: null, previous: null, results: [history] });
  }
  if (request.method === 'PATCH') {
    return json(400, {
      message: tooMuch.english,
      message_code: tooMuch.code,
      message_params: tooMuch.params,
      errors: { expected_payout: [tooMuch.english] },
    });
  }
  return json(200, { data: transaction });
};

/** Every English sentence the server wrote for these screens. */
const english = [paid.english, accepted.english, summary.english, tooMuch.english, '$170.00'];

const expectNoServerEnglish = () => {
  for (const sentence of english) {
    expect(screen.queryByText((_, element) => element?.textContent === sentence)).toBeNull();
  }
};

afterEach(() => i18nProvider.changeLocale('en'));

describe('server texts in French', { timeout: 40_000 }, () => {
  it('Transaction Details: activity notes, history and the refusal toast in French', async () => {
    await i18nProvider.changeLocale('fr');
    renderDetail('transactions', transaction.id, <TransactionDetail />, api);
    const logs = await screen.findByRole('table', { name: 'Activité récente' });
    expect(within(logs).getByText(/^Paiement de 170,00\s\$US effectué\.$/)).toBeInTheDocument();
    expect(
      within(logs).getByText("Statut passé de En attente d'examen à Commande acceptée."),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("Statut passé de En attente d'examen à Commande acceptée"),
    ).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: translate('resources.transactions.actions.update') }),
    );
    const toast = await findToast('Le paiement prévu ne peut pas dépasser la valeur de la carte.');
    expect(toast).toHaveAttribute('data-type', 'error');
    expectNoServerEnglish();
  });

  it('Transaction Details: the ledger reasons a payout run wrote, in French', async () => {
    const sent = coded('ledger.sent_in_payout', { reference: 'PO-7-0001' });
    const settled = coded('ledger.paid_by_bank', { reference: 'PO-7-0001' });
    const transfer = (kind: Transfer['kind'], reason: typeof sent, at: string): Transfer => ({
      id: `0000000${at}-0000-4000-8000-000000000000`,
      kind,
      debit_account_id: '33333333-3333-4333-8333-333333333333',
      credit_account_id: '44444444-4444-4444-8444-444444444444',
      amount: '170.00',
      transaction_id: transaction.id,
      reverses_id: null,
      performed_by: { id: '11111111-1111-4111-8111-111111111111', username: 'ada' },
      reason: reason.english,
      reason_code: reason.code,
      reason_params: reason.params,
      created_at: `2026-11-2${at}T10:00:00.000Z`,
    });
    const paidByBatch = transactionFixture({
      status: 'PAID',
      ledger: {
        owed: '0.00',
        paid: '170.00',
        transfers: [
          transfer('payout_settled', settled, '2'),
          transfer('payout_pending', sent, '1'),
        ],
      },
    });
    await i18nProvider.changeLocale('fr');
    renderDetail(
      'transactions',
      paidByBatch.id,
      <TransactionDetail />,
      withEmptyHistory(() => json(200, { data: paidByBatch })),
    );
    expect(await screen.findByText('Payé par la banque : PO-7-0001')).toBeInTheDocument();
    expect(screen.getByText('Envoyé dans le virement PO-7-0001')).toBeInTheDocument();
    expect(screen.queryByText(settled.english)).toBeNull();
  });

  it('notifications in French', async () => {
    const submitted = coded('notification.giftcard_submitted_flagged', {
      customer: 'ada',
      amount: '170.00',
      brand: 'Amazon',
      flags: 'new_account',
    });
    const notification: Notification = {
      id: 'n1',
      message: submitted.english,
      message_code: submitted.code,
      message_params: submitted.params,
      created_at: '2025-01-05T14:03:00Z',
      is_read: false,
      kind: 'giftcard_submitted',
      subject_id: null,
    };
    await i18nProvider.changeLocale('fr');
    expect(notificationText(notification, translate).replace(/\s/g, ' ')).toBe(
      'ada a soumis une carte cadeau Amazon de 170,00 $US (signalée : Nouveau compte)',
    );
  });

  it('permission refusals and the audit summaries of accounts and rates in French', async () => {
    const inFrench = (text: ReturnType<typeof coded>, targetType = 'user') =>
      serverText(translate, text, targetType).replace(/\s/g, ' ');
    const refusal = coded(
      'permission.refused',
      { permission: 'transactions.pay' },
      { permission: 'pay or reverse payouts' },
    );
    const staffChanged = coded('audit.staff_changed', {
      fields: 'role, is_active',
      username: 'ada',
    });
    const rateAdded = coded('audit.rate_created', {
      brand: 'Amazon',
      country: 'US',
      form: 'physical',
      receipt: 'with_receipt',
      min_value: '50.00',
      max_value: '100.00',
      rate: '80.00',
      effective_from: '2026-11-21T10:00:00.000Z',
    });
    expect(refusal.english).toBe('You do not have permission to pay or reverse payouts.');
    await i18nProvider.changeLocale('fr');
    expect(inFrench(refusal)).toBe(
      "Vous n'avez pas la permission de payer ou annuler des paiements.",
    );
    expect(inFrench(coded('permission.refused', { permission: 'rates.manage' }))).toBe(
      "Vous n'avez pas la permission de créer les taux.",
    );
    expect(inFrench(staffChanged)).toBe('Modification de : Rôle, Actif, sur ada');
    expect(inFrench(rateAdded, 'rate')).toBe(
      'Taux Amazon US Carte physique Avec reçu 50,00 $US–100,00 $US : 80,00 % à partir du 21 nov. 2026, 10:00',
    );
  });
  it('the summaries of desk claims, declared records, service levels and sign-in in French', async () => {
    const inFrench = (text: ReturnType<typeof coded>, targetType: string) =>
      serverText(translate, text, targetType).replace(/\s/g, ' ');
    const taken = coded('audit.claim_taken', { brand: 'Amazon', amount: '100.00' });
    const brandChanged = coded(
      'audit.record_changed',
      { resource: 'brand', name: 'Amazon', fields: 'rate_percentage, is_active' },
      { resource: 'brand' },
    );
    const tierCreated = coded(
      'audit.record_created',
      { resource: 'kyc_tier', name: 'Identity' },
      { resource: 'kyc tier' },
    );
    // The API's English stays as it was.
    expect(taken.english).toBe('Took the Amazon card of $100.00 from the review queue');
    expect(brandChanged.english).toBe('Changed brand Amazon: rate_percentage, is_active');
    await i18nProvider.changeLocale('fr');
    expect(inFrench(taken, 'transaction')).toBe(
      'Carte Amazon de 100,00 $US prise dans la file d’examen',
    );
    expect(inFrench(brandChanged, 'brand')).toBe(
      'Modification : marque de carte cadeau Amazon (Taux %, Active)',
    );
    expect(inFrench(tierCreated, 'kyc_tier')).toBe('Création : niveau KYC Identity');
    const policyChanged = coded(
      'audit.sla_policy_changed',
      { target: 'review', version: 3 },
      { target: 'card review' },
    );
    expect(policyChanged.english).toBe('Service level for card review changed (version 3)');
    expect(inFrench(policyChanged, 'sla_policy')).toBe(
      'Niveau de service « Examen des cartes » modifié (version 3)',
    );
    expect(inFrench(coded('audit.two_factor_on', { username: 'ada' }), 'user')).toBe(
      'ada a activé la connexion en deux étapes',
    );
  });

  it('the notes and summaries of clawbacks, repayments, payout accounts, batches and KYC in French', async () => {
    const inFrench = (text: ReturnType<typeof coded>, targetType = 'transaction') =>
      serverText(translate, text, targetType).replace(/\s/g, ' ');
    const texts = {
      clawedBack: coded('activity.clawed_back', { amount: '30.00', reason: 'Carte déjà utilisée' }),
      clawbackSummary: coded('audit.clawed_back', {
        amount: '30.00',
        reason: 'Carte déjà utilisée',
      }),
      repayment: coded('audit.repayment_recorded', { amount: '12.50', reference: 'VIR-7' }),
      accountChanged: coded('audit.payout_account_changed'),
      accountRevealed: coded('audit.payout_account_revealed'),
      batchCreated: coded('audit.batch_created', { items: 3, skipped: 1 }),
      batchResults: coded('audit.batch_results', {
        applied: 2,
        unchanged: 0,
        conflicts: 1,
        unmatched: 0,
      }),
      batchCancelled: coded('audit.batch_cancelled_failed', { failed: 2 }),
      paidByBank: coded('activity.paid_by_bank', { amount: '80.00', reference: 'PO-1' }),
      paidByOffset: coded('activity.paid_by_offset', { amount: '80.00', reference: 'PO-2' }),
      failed: coded('activity.payout_failed_cancelled', { amount: '80.00', reference: 'PO-1' }),
      kyc: coded('audit.kyc_approved', { username: 'ada', tier: 2 }),
    };
    // The API's English stays as it was.
    expect(texts.clawedBack.english).toBe('Clawed back $30.00: Carte déjà utilisée');
    expect(texts.batchCancelled.english).toBe('Cancelled the payout batch: 2 sent items failed');
    expect(texts.failed.english).toBe('Payout PO-1 failed: cancelled; the $80.00 is owed again.');
    await i18nProvider.changeLocale('fr');
    expect(
      Object.fromEntries(Object.entries(texts).map(([name, text]) => [name, inFrench(text)])),
    ).toEqual({
      clawedBack: 'Reprise de 30,00 $US : Carte déjà utilisée',
      clawbackSummary: 'Reprise de 30,00 $US sur le paiement : Carte déjà utilisée',
      repayment: "Remboursement d'une reprise de 12,50 $US enregistré (VIR-7)",
      accountChanged: 'Compte de paiement modifié',
      accountRevealed: 'Numéro du compte de paiement révélé',
      batchCreated: 'Lot de paiements de 3 éléments créé (1 écartés)',
      batchResults:
        'Résultats de la banque : 2 appliqués, 0 inchangés, 1 en conflit, 0 sans correspondance',
      batchCancelled: 'Lot de paiements annulé : 2 éléments envoyés en échec',
      paidByBank: 'Payé 80,00 $US par la banque dans le virement PO-1.',
      paidByOffset:
        "Payé 80,00 $US dans le virement PO-2 en compensant ce que le client devait après une reprise : rien n'a été envoyé à la banque.",
      failed: 'Le virement PO-1 a échoué : annulé ; les 80,00 $US sont de nouveau dus.',
      kyc: 'KYC de ada approuvé au niveau 2',
    });
    // Their changes name each field and value in French, amounts as money.
    expect(fieldLabel(translate, 'transaction', 'clawback')).toBe('Reprise');
    expect(valueText(translate, 'clawback', '30.00').replace(/\s/g, ' ')).toBe('30,00 $US');
    expect(fieldLabel(translate, 'user', 'kyc_status')).toBe('Statut KYC');
    expect(valueText(translate, 'kyc_status', 'approved', 'user')).toBe('Approuvé');
  });
});
