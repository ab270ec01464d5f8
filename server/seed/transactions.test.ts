import { describe, expect, it } from 'vitest';
import { createRandom } from './random.js';
import { makeTransaction } from './transactions.js';

// A seeded card's History (audit rows) tells the same steps as its Recent Activity Logs, so the
// two panels of Transaction Details never contradict each other.

const DAY = 24 * 60 * 60 * 1000;
const options = {
  userId: '00000000-0000-4000-8000-000000000001',
  brand: {
    id: '00000000-0000-4000-8000-000000000002',
    name: 'Amazon',
    rate: '80.00',
    minCents: 1000,
    maxCents: 50000,
  },
  now: new Date('2026-11-27T12:00:00Z'),
  adminId: '00000000-0000-4000-8000-000000000003',
  adminName: 'Site Admin',
  adminUsername: 'admin',
  cardCodeKeys: { seal: Buffer.alloc(32, 1), hash: Buffer.alloc(32, 2) },
};

/** The first seeded card that reached PAID: the one with the most steps. */
const paidCard = () => {
  const random = createRandom(7);
  for (;;) {
    const made = makeTransaction(random, { ...options, ageMs: 30 * DAY });
    if (made.row.status === 'PAID') return made;
  }
};

describe('a seeded card', () => {
  it('has an audit row for each step of its activity, by the same admin at the same time', () => {
    const { row, logs, audits } = paidCard();
    expect(logs.map((log) => log.newStatus)).toEqual(['ORDER_ACCEPTED', 'REDEEMED', 'PAID']);
    expect(audits.map((audit) => audit.changes)).toEqual([
      { status: ['PENDING_REVIEW', 'ORDER_ACCEPTED'] },
      { status: ['ORDER_ACCEPTED', 'REDEEMED'] },
      { status: ['REDEEMED', 'PAID'], final_payout: [null, row.finalPayout] },
    ]);
    expect(audits.map((audit) => audit.createdAt)).toEqual(logs.map((log) => log.createdAt));
    // The activity describes each step as the review path does, coded for the reader's language.
    expect(logs.map((log) => log.notesCode)).toEqual([
      'activity.status_changed',
      'activity.status_changed',
      'activity.payment_processed',
    ]);
    expect(logs[2].notes).toBe(`Payment of $${row.finalPayout} processed.`);
    expect(audits[0]).toMatchObject({
      action: 'transaction.review',
      targetType: 'transaction',
      targetId: row.id,
      actorUsername: 'admin',
      summary: 'Status changed from Pending Review to Order Accepted',
      summaryCode: 'audit.status_changed',
      summaryParams: { from: 'PENDING_REVIEW', to: 'ORDER_ACCEPTED' },
    });
  });
});
