-- A dispute is resolved when it is first closed.
CREATE OR REPLACE FUNCTION public.disputes_sla_resolved()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
	NEW."resolution_met_at" := now();
	PERFORM "sla_record"('dispute_resolution', NEW."created_at", NEW."resolution_met_at", NEW."resolution_due_at");
	RETURN NEW;
END;
$function$;

CREATE OR REPLACE TRIGGER disputes_sla_resolved BEFORE UPDATE OF status ON public.disputes FOR EACH ROW WHEN (((new.status = 'closed'::text) AND (old.resolution_met_at IS NULL) AND (new.resolution_due_at IS NOT NULL))) EXECUTE FUNCTION disputes_sla_resolved();
