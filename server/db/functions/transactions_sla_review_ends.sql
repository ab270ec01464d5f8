-- A review ends when the card first leaves PENDING_REVIEW (inside transaction_move_money).
CREATE OR REPLACE FUNCTION public.transactions_sla_review_ends()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
	NEW."sla_met_at" := now();
	PERFORM "sla_record"('review', NEW."created_at", NEW."sla_met_at", NEW."sla_due_at");
	RETURN NEW;
END;
$function$;

CREATE OR REPLACE TRIGGER transactions_sla_review_ends BEFORE UPDATE OF status ON public.gift_card_transactions FOR EACH ROW WHEN (((old.status = 'PENDING_REVIEW'::text) AND (new.status <> 'PENDING_REVIEW'::text) AND (old.sla_met_at IS NULL) AND (new.sla_due_at IS NOT NULL))) EXECUTE FUNCTION transactions_sla_review_ends();
