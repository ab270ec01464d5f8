-- Payouts awaiting a second approval (issue 14): accepted or redeemed cards nobody has approved
-- yet, by expected payout, so `awaiting_approval=true` reads the range at or above the configured
-- DUAL_APPROVAL_THRESHOLD (an environment value, hence not in the predicate) and counts it from
-- this index alone: few rows, whatever the size of the table.
CREATE INDEX IF NOT EXISTS "transactions_awaiting_approval_idx" ON "gift_card_transactions" USING btree ("expected_payout","created_at","id") WHERE "status" in ('ORDER_ACCEPTED', 'REDEEMED') and "payout_approved_by_id" is null;
