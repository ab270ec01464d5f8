-- Statement-level, with transition tables: a bulk insert of thousands of rows moves each tally once.
CREATE OR REPLACE FUNCTION public.transaction_tallies_follow()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "transaction_brand_tallies";
		DELETE FROM "transaction_customer_tallies";
		DELETE FROM "transaction_day_tallies";
	ELSIF TG_OP = 'INSERT' THEN
		PERFORM "transaction_tallies_add"(ARRAY(
			SELECT ROW(("created_at" AT TIME ZONE 'UTC')::date, ("paid_at" AT TIME ZONE 'UTC')::date, "status", "brand_id", "user_id", 1)::"transaction_tally_change" FROM "new_rows"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "transaction_tallies_add"(ARRAY(
			SELECT ROW(("created_at" AT TIME ZONE 'UTC')::date, ("paid_at" AT TIME ZONE 'UTC')::date, "status", "brand_id", "user_id", -1)::"transaction_tally_change" FROM "old_rows"));
	ELSE
		PERFORM "transaction_tallies_add"(ARRAY(
			SELECT ROW(("created_at" AT TIME ZONE 'UTC')::date, ("paid_at" AT TIME ZONE 'UTC')::date, "status", "brand_id", "user_id", 1)::"transaction_tally_change" FROM "new_rows"
			UNION ALL
			SELECT ROW(("created_at" AT TIME ZONE 'UTC')::date, ("paid_at" AT TIME ZONE 'UTC')::date, "status", "brand_id", "user_id", -1)::"transaction_tally_change" FROM "old_rows"));
	END IF;
	RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER transaction_tallies_delete AFTER DELETE ON public.gift_card_transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_tallies_follow();
CREATE OR REPLACE TRIGGER transaction_tallies_insert AFTER INSERT ON public.gift_card_transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_tallies_follow();
CREATE OR REPLACE TRIGGER transaction_tallies_truncate AFTER TRUNCATE ON public.gift_card_transactions FOR EACH STATEMENT EXECUTE FUNCTION transaction_tallies_follow();
CREATE OR REPLACE TRIGGER transaction_tallies_update AFTER UPDATE ON public.gift_card_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_tallies_follow();
