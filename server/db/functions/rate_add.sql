-- Adds a rate. The open version of the same band (if any) ends when the new one starts; any other
-- band of the key that is or will be in effect from then on and overlaps it is refused
-- (exclusion_violation, naming the band); so is a start in the past or before the band's latest
-- version. With "skip_unchanged", a rate equal to the band's open version writes nothing.
-- Answers the new rate's id (null when unchanged) and the id of the version it ended.
CREATE OR REPLACE FUNCTION public.rate_add(brand uuid, new_country text, new_form text, new_receipt text, low numeric, high numeric, percentage numeric, starts timestamp with time zone, new_note text, actor_id uuid, actor_username text, skip_unchanged boolean)
 RETURNS TABLE(rate_id uuid, superseded_id uuid)
 LANGUAGE plpgsql
AS $function$
DECLARE
	open_version "rate_versions"%ROWTYPE;
	other "rate_versions"%ROWTYPE;
	added uuid;
BEGIN
	starts := coalesce(starts, now());
	IF starts < now() THEN
		RAISE EXCEPTION 'effective_from is in the past: a rate starts now or later' USING ERRCODE = 'invalid_parameter_value';
	END IF;
	-- To the millisecond, as the API writes moments: a version is in effect `at` its own start.
	starts := date_trunc('milliseconds', starts);
	PERFORM "rate_key_lock"(brand, new_country, new_form, new_receipt);
	SELECT * INTO open_version FROM "rate_versions" v
	WHERE v."brand_id" = brand AND v."country" = new_country AND v."form" = new_form AND v."receipt" = new_receipt
		AND v."min_value" = low AND v."max_value" = high
	ORDER BY v."effective_from" DESC LIMIT 1;
	IF FOUND AND open_version."effective_from" >= starts THEN
		RAISE EXCEPTION 'The band % to % already has a version from %: a new one starts later', low, high, open_version."effective_from" USING ERRCODE = 'exclusion_violation';
	END IF;
	IF FOUND AND open_version."effective_to" IS NOT NULL THEN
		open_version := NULL;
	END IF;
	SELECT * INTO other FROM "rate_versions" v
	WHERE v."brand_id" = brand AND v."country" = new_country AND v."form" = new_form AND v."receipt" = new_receipt
		AND NOT (v."min_value" = low AND v."max_value" = high)
		AND (v."effective_to" IS NULL OR v."effective_to" > starts)
		AND v."min_value" <= high AND v."max_value" >= low
	ORDER BY v."effective_from" LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'The band % to % overlaps the band % to % in effect from %', low, high, other."min_value", other."max_value", other."effective_from" USING ERRCODE = 'exclusion_violation';
	END IF;
	IF skip_unchanged AND open_version."id" IS NOT NULL AND open_version."rate_percentage" = percentage THEN
		RETURN QUERY SELECT NULL::uuid, NULL::uuid;
		RETURN;
	END IF;
	INSERT INTO "rates" ("brand_id", "country", "form", "receipt", "min_value", "max_value", "rate_percentage", "effective_from", "note", "created_by_id", "created_by_username")
	VALUES (brand, new_country, new_form, new_receipt, low, high, percentage, starts, new_note, actor_id, actor_username)
	RETURNING "id" INTO added;
	IF open_version."id" IS NOT NULL THEN
		INSERT INTO "rate_ends" ("rate_id", "ended_at", "reason", "ended_by_id", "ended_by_username")
		VALUES (open_version."id", starts, 'superseded', actor_id, actor_username);
	END IF;
	RETURN QUERY SELECT added, open_version."id";
END;
$function$;
