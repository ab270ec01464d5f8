CREATE OR REPLACE FUNCTION public.ledger_open_unposted_transactions()
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
DECLARE
	written integer;
BEGIN
	CREATE TEMP TABLE "ledger_opening" ON COMMIT DROP AS
		SELECT t."id", t."user_id", t."status", t."created_at",
			coalesce(t."paid_at", t."updated_at", t."created_at") AS "paid_at",
			CASE WHEN t."status" = 'PAID' THEN coalesce(t."final_payout", 0) ELSE coalesce(t."expected_payout", 0) END AS "amount"
		FROM "gift_card_transactions" t
		WHERE ("transaction_status_owed"(t."status") OR t."status" = 'PAID')
			AND NOT EXISTS (SELECT 1 FROM "ledger_transfers" l WHERE l."transaction_id" = t."id");
	DELETE FROM "ledger_opening" WHERE "amount" <= 0;
	INSERT INTO "ledger_accounts" ("kind", "customer_id")
		SELECT DISTINCT 'customer_payable', "user_id" FROM "ledger_opening"
		ON CONFLICT DO NOTHING;
	INSERT INTO "ledger_transfers" ("kind", "debit_account_id", "credit_account_id", "amount", "transaction_id", "reason", "created_at")
		SELECT 'purchase', inv."id", cp."id", o."amount", o."id", 'Opening balance: the card was accepted before the ledger existed.', o."created_at"
		FROM "ledger_opening" o
		JOIN "ledger_accounts" cp ON cp."customer_id" = o."user_id" AND cp."kind" = 'customer_payable'
		CROSS JOIN (SELECT "id" FROM "ledger_accounts" WHERE "kind" = 'card_inventory' AND "customer_id" IS NULL) inv
		ORDER BY o."created_at", o."id";
	GET DIAGNOSTICS written = ROW_COUNT;
	INSERT INTO "ledger_transfers" ("kind", "debit_account_id", "credit_account_id", "amount", "transaction_id", "payout_round", "reason", "created_at")
		SELECT 'payout', cp."id", pay."id", o."amount", o."id", 1, 'Opening balance: the card was paid before the ledger existed.', greatest(o."paid_at", o."created_at")
		FROM "ledger_opening" o
		JOIN "ledger_accounts" cp ON cp."customer_id" = o."user_id" AND cp."kind" = 'customer_payable'
		CROSS JOIN (SELECT "id" FROM "ledger_accounts" WHERE "kind" = 'payouts' AND "customer_id" IS NULL) pay
		WHERE o."status" = 'PAID'
		ORDER BY 7, o."id";
	DROP TABLE "ledger_opening";
	RETURN written;
END;
$function$;
