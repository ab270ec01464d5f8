-- A dispute is first answered by the first chat message from a member of staff.
CREATE OR REPLACE FUNCTION public.disputes_sla_first_response()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
	answered "disputes";
BEGIN
	IF (SELECT "role" FROM "users" WHERE "id" = NEW."sender_id") = 'customer' THEN
		RETURN NULL;
	END IF;
	UPDATE "disputes" SET "first_response_met_at" = NEW."created_at"
	WHERE "id" = NEW."dispute_id" AND "first_response_met_at" IS NULL AND "first_response_due_at" IS NOT NULL
	RETURNING * INTO answered;
	IF FOUND THEN
		PERFORM "sla_record"('dispute_first_response', answered."created_at", NEW."created_at", answered."first_response_due_at");
	END IF;
	RETURN NULL;
END;
$function$;

CREATE OR REPLACE TRIGGER disputes_sla_first_response AFTER INSERT ON public.chat_messages FOR EACH ROW EXECUTE FUNCTION disputes_sla_first_response();
