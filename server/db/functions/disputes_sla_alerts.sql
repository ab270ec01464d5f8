CREATE OR REPLACE FUNCTION public.disputes_sla_alerts()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
	IF TG_OP = 'INSERT' THEN
		IF NEW."first_response_met_at" IS NULL THEN
			PERFORM "sla_schedule_alerts"('dispute_first_response', NEW."id", NEW."first_response_warn_at", NEW."first_response_due_at");
		END IF;
		IF NEW."resolution_met_at" IS NULL THEN
			PERFORM "sla_schedule_alerts"('dispute_resolution', NEW."id", NEW."resolution_warn_at", NEW."resolution_due_at");
		END IF;
		RETURN NULL;
	END IF;
	IF OLD."first_response_met_at" IS NULL AND NEW."first_response_met_at" IS NOT NULL THEN
		DELETE FROM "sla_alert_schedule" WHERE "target" = 'dispute_first_response' AND "item_id" = NEW."id";
	END IF;
	IF OLD."resolution_met_at" IS NULL AND NEW."resolution_met_at" IS NOT NULL THEN
		DELETE FROM "sla_alert_schedule" WHERE "target" = 'dispute_resolution' AND "item_id" = NEW."id";
	END IF;
	RETURN NULL;
END;
$function$;

CREATE OR REPLACE TRIGGER disputes_sla_alerts_end AFTER UPDATE ON public.disputes FOR EACH ROW WHEN ((((old.first_response_met_at IS NULL) AND (new.first_response_met_at IS NOT NULL)) OR ((old.resolution_met_at IS NULL) AND (new.resolution_met_at IS NOT NULL)))) EXECUTE FUNCTION disputes_sla_alerts();
CREATE OR REPLACE TRIGGER disputes_sla_alerts_start AFTER INSERT ON public.disputes FOR EACH ROW EXECUTE FUNCTION disputes_sla_alerts();
