CREATE OR REPLACE FUNCTION public.rate_margin_days_follow()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
	counted text[] := ARRAY['ORDER_ACCEPTED', 'REDEEMED', 'PAID'];
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "rate_margin_days_add"(coalesce((SELECT jsonb_agg(jsonb_build_object('brand_id', "brand_id", 'sign', 1, 'card_value', "card_value", 'expected_payout', "expected_payout")) FROM "new_rows" WHERE "status" = ANY (counted)), '[]'));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "rate_margin_days_add"(coalesce((SELECT jsonb_agg(jsonb_build_object('brand_id', "brand_id", 'sign', -1, 'card_value', "card_value", 'expected_payout', "expected_payout")) FROM "old_rows" WHERE "status" = ANY (counted)), '[]'));
	ELSE
		-- A row that stays accepted with the same figures adds and takes away the same: nothing moves.
		PERFORM "rate_margin_days_add"(coalesce((SELECT jsonb_agg(m) FROM (
			SELECT jsonb_build_object('brand_id', "brand_id", 'sign', 1, 'card_value', "card_value", 'expected_payout', "expected_payout") m FROM "new_rows" WHERE "status" = ANY (counted)
			UNION ALL
			SELECT jsonb_build_object('brand_id', "brand_id", 'sign', -1, 'card_value', "card_value", 'expected_payout', "expected_payout") FROM "old_rows" WHERE "status" = ANY (counted)) moved), '[]'));
	END IF;
	RETURN NULL;
END;
$function$;

CREATE OR REPLACE TRIGGER rate_margin_days_delete AFTER DELETE ON public.gift_card_transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rate_margin_days_follow();
CREATE OR REPLACE TRIGGER rate_margin_days_insert AFTER INSERT ON public.gift_card_transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rate_margin_days_follow();
CREATE OR REPLACE TRIGGER rate_margin_days_update AFTER UPDATE ON public.gift_card_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rate_margin_days_follow();
