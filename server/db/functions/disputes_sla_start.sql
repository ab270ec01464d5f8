CREATE OR REPLACE FUNCTION public.disputes_sla_start()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
	first_response "sla_policies" := "sla_policy_now"('dispute_first_response');
	resolution "sla_policies" := "sla_policy_now"('dispute_resolution');
BEGIN
	NEW."first_response_due_at" := NEW."created_at" + make_interval(mins => first_response."minutes");
	NEW."first_response_warn_at" := NEW."first_response_due_at" - make_interval(mins => first_response."warn_before_minutes");
	NEW."first_response_policy_version" := first_response."version";
	NEW."resolution_due_at" := NEW."created_at" + make_interval(mins => resolution."minutes");
	NEW."resolution_warn_at" := NEW."resolution_due_at" - make_interval(mins => resolution."warn_before_minutes");
	NEW."resolution_policy_version" := resolution."version";
	IF NEW."status" = 'closed' THEN
		NEW."resolution_met_at" := NEW."updated_at";
	END IF;
	RETURN NEW;
END;
$function$;

CREATE OR REPLACE TRIGGER disputes_sla_start BEFORE INSERT ON public.disputes FOR EACH ROW WHEN ((new.first_response_due_at IS NULL)) EXECUTE FUNCTION disputes_sla_start();
