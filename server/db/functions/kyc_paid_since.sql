-- What left for a customer since `since`, as their KYC limits count it (api-contract.md, "Round
-- four"): direct payments (a `payout` transfer from their payable, not reversed) and batch items
-- sent, settled or cancelled after their file left (their net, what the bank sends; an offset is
-- not money leaving), each once, on the day the money left. The one definition, read by the direct payment's check, the KYC panel
-- and payout_batch_send.
CREATE OR REPLACE FUNCTION public.kyc_paid_since(customer uuid, since timestamptz)
 RETURNS numeric
 LANGUAGE sql
 STABLE
AS $function$
	SELECT coalesce((
		SELECT sum(p."amount") FROM "ledger_transfers" p
		JOIN "ledger_accounts" a ON a."id" = p."debit_account_id"
		WHERE a."customer_id" = customer AND a."kind" = 'customer_payable'
			AND p."kind" = 'payout' AND p."created_at" >= since
			AND NOT EXISTS (SELECT 1 FROM "ledger_transfers" r WHERE r."reverses_id" = p."id")
	), 0) + coalesce((
		SELECT sum(i."amount" - i."offset_amount") FROM "payout_batch_items" i
		WHERE i."customer_id" = customer AND i."sent_at" >= since AND i."state" IN ('sent', 'cancel_requested', 'paid')
	), 0)
$function$;
