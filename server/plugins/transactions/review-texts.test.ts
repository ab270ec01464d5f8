import { describe, expect, it } from 'vitest';
import { reviewActivity, reviewSummary } from './review.js';

// What a review writes for staff carries a code and its values beside the English, so the app
// can say it in the reader's language; the English stays what the API has always answered.

const before = {
  status: 'PENDING_REVIEW' as const,
  expectedPayout: '170.00',
  offeredRate: '78.00',
  adminNotes: '',
  rejectionReason: '',
};

describe('the texts of a review', () => {
  it('codes the activity note of a payment, with its amount', () => {
    expect(
      reviewActivity(before, { status: 'PAID', expected_payout: '195', offered_rate: '78' }),
    ).toEqual({
      action: 'payment_processed',
      notes: 'Payment of $195.00 processed.',
      notesCode: 'activity.payment_processed',
      notesParams: { amount: '195.00' },
    });
  });

  it('codes a status change by status codes, worded by their labels in English', () => {
    expect(
      reviewActivity(before, {
        status: 'ORDER_ACCEPTED',
        expected_payout: '170',
        offered_rate: '78',
      }),
    ).toEqual({
      action: 'status_update',
      notes: 'Status changed from Pending Review to Order Accepted.',
      notesCode: 'activity.status_changed',
      notesParams: { from: 'PENDING_REVIEW', to: 'ORDER_ACCEPTED' },
    });
  });

  it('keeps what the admin wrote as written, with no code', () => {
    expect(
      reviewActivity(before, {
        status: 'ORDER_ACCEPTED',
        expected_payout: '170',
        offered_rate: '78',
        admin_notes: 'Checked with the brand',
      }),
    ).toMatchObject({ notes: 'Checked with the brand', notesCode: null, notesParams: null });
  });

  it('codes the audit summary: a status change, else the fields changed', () => {
    expect(reviewSummary({ status: ['PENDING_REVIEW', 'PAID'] })).toEqual({
      code: 'audit.status_changed',
      params: { from: 'PENDING_REVIEW', to: 'PAID' },
      english: 'Status changed from Pending Review to Paid',
    });
    expect(reviewSummary({ expected_payout: ['170.00', '195.00'] })).toEqual({
      code: 'audit.submission_changed',
      params: { fields: 'expected_payout' },
      english: 'Changed expected_payout of the submission',
    });
  });
});
