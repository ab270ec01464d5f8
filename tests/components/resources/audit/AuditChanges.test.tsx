import { render, screen } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditLog } from '../../../../contract/audit';
import { i18nProvider } from '../../../../src/i18n';
import { AuditChanges } from '../../../../src/resources/audit/AuditChanges';

// History and the audit log say what changed in the reader's words: field labels, status
// labels and money, never the stored codes (`status: PENDING_REVIEW → ORDER_ACCEPTED`).

const review: AuditLog = {
  id: 'e1',
  actor: null,
  action: 'transaction.review',
  target_type: 'transaction',
  target_id: '33333333-3333-4333-8333-333333333333',
  summary: 'Status changed from Pending Review to Order Accepted',
  changes: {
    status: ['PENDING_REVIEW', 'ORDER_ACCEPTED'],
    expected_payout: ['170.00', '195.00'],
    final_payout: ['195.00', null],
  },
  created_at: '2026-11-21T10:00:00.000Z',
} as unknown as AuditLog;

const renderChanges = () =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <RecordContextProvider value={review}>
        <AuditChanges />
      </RecordContextProvider>
    </AdminContext>,
  );

/** Each line's text, French's narrow no-break spaces as plain ones. */
const lines = () =>
  screen.getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '));

afterEach(() => i18nProvider.changeLocale('en'));

describe('the changes of an audit entry', () => {
  it('names fields and values in English', () => {
    renderChanges();
    expect(lines()).toEqual([
      'Status:Pending ReviewOrder Accepted',
      'Expected Payout:$170.00$195.00',
      'Final Payout:$195.00—',
    ]);
  });

  it('and in French, money in the French way', async () => {
    await i18nProvider.changeLocale('fr');
    renderChanges();
    expect(lines()).toEqual([
      "Statut:En attente d'examenCommande acceptée",
      'Paiement prévu:170,00 $US195,00 $US',
      'Paiement final:195,00 $US—',
    ]);
  });
});
