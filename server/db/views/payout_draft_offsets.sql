-- What each draft item (of a draft or approved batch) would recover of its customer's clawbacks if
-- its batch were sent now: a customer's receivable is recovered from their items in the order they
-- were drafted. The one statement of that rule: a draft item shows it as its offset and net, and
-- payout_batch_send writes it when the batch is sent. Filtered by batch_id, the window is computed
-- for that batch alone (batch_id leads its partition).
CREATE OR REPLACE VIEW public.payout_draft_offsets AS
SELECT d.id,
	d.batch_id,
	greatest(0, least(d.amount, coalesce(r.balance, 0) - coalesce(sum(d.amount) OVER (
		PARTITION BY d.batch_id, d.customer_id ORDER BY d.created_at, d.id
		ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0)))::numeric(12, 2) AS recovered
FROM payout_batch_items d
LEFT JOIN ledger_accounts r ON r.customer_id = d.customer_id AND r.kind = 'customer_receivable'
WHERE d.state = 'draft';
