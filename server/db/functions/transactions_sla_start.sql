CREATE OR REPLACE FUNCTION public.transactions_sla_start()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	policy "sla_policies" := "sla_policy_now"('review');
BEGIN
	NEW."sla_due_at" := NEW."created_at" + make_interval(mins => policy."minutes");
	NEW."sla_warn_at" := NEW."sla_due_at" - make_interval(mins => policy."warn_before_minutes");
	NEW."sla_policy_version" := policy."version";
	-- A row written already decided (the demo seed's history) has had its review.
	IF NEW."status" <> 'PENDING_REVIEW' THEN
		NEW."sla_met_at" := NEW."updated_at";
	END IF;
	RETURN NEW;
END;
$function$;

CREATE OR REPLACE TRIGGER transactions_sla_start BEFORE INSERT ON public.gift_card_transactions FOR EACH ROW WHEN ((new.sla_due_at IS NULL)) EXECUTE FUNCTION transactions_sla_start();
