CREATE OR REPLACE FUNCTION public.transactions_sla_alerts()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
	IF TG_OP = 'INSERT' THEN
		IF NEW."sla_met_at" IS NULL THEN
			PERFORM "sla_schedule_alerts"('review', NEW."id", NEW."sla_warn_at", NEW."sla_due_at");
		END IF;
	ELSIF NEW."sla_met_at" IS NOT NULL THEN
		DELETE FROM "sla_alert_schedule" WHERE "target" = 'review' AND "item_id" = NEW."id";
	END IF;
	RETURN NULL;
END;
$function$;

CREATE OR REPLACE TRIGGER transactions_sla_alerts_end AFTER UPDATE ON public.gift_card_transactions FOR EACH ROW WHEN (((old.sla_met_at IS NULL) AND (new.sla_met_at IS NOT NULL))) EXECUTE FUNCTION transactions_sla_alerts();
CREATE OR REPLACE TRIGGER transactions_sla_alerts_start AFTER INSERT ON public.gift_card_transactions FOR EACH ROW EXECUTE FUNCTION transactions_sla_alerts();
