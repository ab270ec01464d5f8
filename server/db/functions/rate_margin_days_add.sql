CREATE OR REPLACE FUNCTION public.rate_margin_days_add(moves jsonb)
 RETURNS void
 LANGUAGE sql
AS $function$
	INSERT INTO "rate_margin_days" AS d ("day", "brand_id", "submissions", "card_value", "payout")
	SELECT (now() AT TIME ZONE 'UTC')::date, (m->>'brand_id')::uuid, sum((m->>'sign')::integer),
		sum((m->>'sign')::integer * (m->>'card_value')::numeric), sum((m->>'sign')::integer * coalesce((m->>'expected_payout')::numeric, 0))
	FROM jsonb_array_elements(moves) m
	GROUP BY (m->>'brand_id')::uuid
	HAVING sum((m->>'sign')::integer) <> 0
		OR sum((m->>'sign')::integer * (m->>'card_value')::numeric) <> 0
		OR sum((m->>'sign')::integer * coalesce((m->>'expected_payout')::numeric, 0)) <> 0
	ON CONFLICT ("day", "brand_id") DO UPDATE SET
		"submissions" = d."submissions" + excluded."submissions",
		"card_value" = d."card_value" + excluded."card_value",
		"payout" = d."payout" + excluded."payout";
$function$;
