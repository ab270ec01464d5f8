-- Statement-level, with transition tables: a bulk insert of thousands of rows moves each tally once.
CREATE OR REPLACE FUNCTION public.transaction_value_tallies_follow()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "transaction_value_tallies";
		DELETE FROM "transaction_value_id_tallies";
	ELSIF TG_OP = 'INSERT' THEN
		PERFORM "transaction_value_tallies_add"(ARRAY(
			SELECT ROW("status", "card_value", "final_payout", "paid_at" IS NULL, get_byte(uuid_send("id"), 0), 1)::"transaction_value_change" FROM "new_rows"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "transaction_value_tallies_add"(ARRAY(
			SELECT ROW("status", "card_value", "final_payout", "paid_at" IS NULL, get_byte(uuid_send("id"), 0), -1)::"transaction_value_change" FROM "old_rows"));
	ELSE
		PERFORM "transaction_value_tallies_add"(ARRAY(
			SELECT ROW("status", "card_value", "final_payout", "paid_at" IS NULL, get_byte(uuid_send("id"), 0), 1)::"transaction_value_change" FROM "new_rows"
			UNION ALL
			SELECT ROW("status", "card_value", "final_payout", "paid_at" IS NULL, get_byte(uuid_send("id"), 0), -1)::"transaction_value_change" FROM "old_rows"));
	END IF;
	RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER transaction_value_tallies_delete AFTER DELETE ON public.gift_card_transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_value_tallies_follow();
CREATE OR REPLACE TRIGGER transaction_value_tallies_insert AFTER INSERT ON public.gift_card_transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_value_tallies_follow();
CREATE OR REPLACE TRIGGER transaction_value_tallies_truncate AFTER TRUNCATE ON public.gift_card_transactions FOR EACH STATEMENT EXECUTE FUNCTION transaction_value_tallies_follow();
CREATE OR REPLACE TRIGGER transaction_value_tallies_update AFTER UPDATE ON public.gift_card_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION transaction_value_tallies_follow();
