-- A row counts as a submission on the day of its created_at, and as paid on the day of its paid_at
-- while its status is PAID. Statement-level with transition tables: a bulk insert moves each day once.
CREATE OR REPLACE FUNCTION public.transaction_daily_figures_follow()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "transaction_daily_figures";
	ELSIF TG_OP = 'INSERT' THEN
		PERFORM "transaction_daily_figures_add"(ARRAY(
			SELECT ROW(("created_at" AT TIME ZONE 'UTC')::date, 1, 0, 0)::"transaction_daily_move" FROM "new_rows"
			UNION ALL
			SELECT ROW(("paid_at" AT TIME ZONE 'UTC')::date, 0, 1, coalesce("final_payout", 0))::"transaction_daily_move" FROM "new_rows" WHERE "paid_at" IS NOT NULL AND "status" = 'PAID'));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "transaction_daily_figures_add"(ARRAY(
			SELECT ROW(("created_at" AT TIME ZONE 'UTC')::date, -1, 0, 0)::"transaction_daily_move" FROM "old_rows"
			UNION ALL
			SELECT ROW(("paid_at" AT TIME ZONE 'UTC')::date, 0, -1, -coalesce("final_payout", 0))::"transaction_daily_move" FROM "old_rows" WHERE "paid_at" IS NOT NULL AND "status" = 'PAID'));
	ELSE
		-- Only a change of payment moves a figure: a claim or a note leaves every day as it was.
		PERFORM "transaction_daily_figures_add"(ARRAY(
			SELECT ROW(("created_at" AT TIME ZONE 'UTC')::date, 1, 0, 0)::"transaction_daily_move" FROM "new_rows"
			UNION ALL
			SELECT ROW(("paid_at" AT TIME ZONE 'UTC')::date, 0, 1, coalesce("final_payout", 0))::"transaction_daily_move" FROM "new_rows" WHERE "paid_at" IS NOT NULL AND "status" = 'PAID'
			UNION ALL
			SELECT ROW(("created_at" AT TIME ZONE 'UTC')::date, -1, 0, 0)::"transaction_daily_move" FROM "old_rows"
			UNION ALL
			SELECT ROW(("paid_at" AT TIME ZONE 'UTC')::date, 0, -1, -coalesce("final_payout", 0))::"transaction_daily_move" FROM "old_rows" WHERE "paid_at" IS NOT NULL AND "status" = 'PAID'));
	END IF;
	RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER transaction_daily_figures_delete AFTER DELETE ON public.gift_card_transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_daily_figures_follow();
CREATE OR REPLACE TRIGGER transaction_daily_figures_insert AFTER INSERT ON public.gift_card_transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_daily_figures_follow();
CREATE OR REPLACE TRIGGER transaction_daily_figures_truncate AFTER TRUNCATE ON public.gift_card_transactions FOR EACH STATEMENT EXECUTE FUNCTION transaction_daily_figures_follow();
CREATE OR REPLACE TRIGGER transaction_daily_figures_update AFTER UPDATE ON public.gift_card_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_daily_figures_follow();
