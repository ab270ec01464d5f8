-- A card paid by a batch's result: PAID with its item's amount, the brand's paid counters moved,
-- as transaction_move_money does for a payment in one step.
CREATE OR REPLACE FUNCTION public.payout_item_pays_transaction(item_id uuid)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
	i "payout_batch_items"%ROWTYPE;
	brand uuid;
BEGIN
	SELECT * INTO i FROM "payout_batch_items" WHERE "id" = item_id;
	UPDATE "gift_card_transactions" SET "status" = 'PAID', "final_payout" = i."amount", "paid_at" = now()
		WHERE "id" = i."transaction_id" RETURNING "brand_id" INTO brand;
	UPDATE "brands" SET "paid_count" = "paid_count" + 1, "paid_payout_total" = "paid_payout_total" + i."amount" WHERE "id" = brand;
END;
$function$;

REVOKE ALL ON FUNCTION public.payout_item_pays_transaction(item_id uuid) FROM PUBLIC;
