CREATE OR REPLACE FUNCTION public.sla_record(decided_target text, started_at timestamp with time zone, ended_at timestamp with time zone, due_at timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
	decided_day date := ("ended_at" AT TIME ZONE 'UTC')::date;
	on_time integer := CASE WHEN "ended_at" <= "due_at" THEN 1 ELSE 0 END;
BEGIN
	INSERT INTO "sla_daily" ("day", "target", "decided", "met", "missed")
	VALUES (decided_day, decided_target, 1, on_time, 1 - on_time)
	ON CONFLICT ("day", "target") DO UPDATE SET
		"decided" = "sla_daily"."decided" + 1,
		"met" = "sla_daily"."met" + EXCLUDED."met",
		"missed" = "sla_daily"."missed" + EXCLUDED."missed";
	INSERT INTO "sla_daily_minutes" ("day", "target", "minutes", "count")
	VALUES (decided_day, decided_target,
		LEAST(43200, GREATEST(0, floor(extract(epoch FROM "ended_at" - "started_at") / 60)::integer)), 1)
	ON CONFLICT ("day", "target", "minutes") DO UPDATE SET "count" = "sla_daily_minutes"."count" + 1;
END;
$function$;
