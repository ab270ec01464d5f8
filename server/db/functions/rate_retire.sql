-- Ends a rate now (or, for one that has not started, where it starts: it never was in effect).
-- Answers false when it had already ended.
CREATE OR REPLACE FUNCTION public.rate_retire(retired_id uuid, actor_id uuid, actor_username text)
 RETURNS boolean
 LANGUAGE plpgsql
AS $function$
DECLARE
	r "rates"%ROWTYPE;
	ended integer;
BEGIN
	SELECT * INTO r FROM "rates" WHERE "id" = retired_id;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'rate % does not exist', retired_id USING ERRCODE = 'no_data_found';
	END IF;
	PERFORM "rate_key_lock"(r."brand_id", r."country", r."form", r."receipt");
	INSERT INTO "rate_ends" ("rate_id", "ended_at", "reason", "ended_by_id", "ended_by_username")
	VALUES (retired_id, greatest(date_trunc('milliseconds', now()), r."effective_from"), 'retired', actor_id, actor_username)
	ON CONFLICT ("rate_id") DO NOTHING;
	GET DIAGNOSTICS ended = ROW_COUNT;
	RETURN ended = 1;
END;
$function$;
