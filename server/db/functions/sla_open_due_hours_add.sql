-- Adds a statement's changes, netted per hour (a statement that moves no clock writes nothing), in
-- hour order so that concurrent writers lock the rows in one order. Each writer takes the row lock
-- of its hour until it commits: the contention of sla_daily's row per day (sla_record), which
-- every decision already takes. Hours are UTC whatever the session's time zone.
CREATE OR REPLACE FUNCTION public.sla_open_due_hours_add(changes timestamp with time zone[], deltas integer[])
 RETURNS void
 LANGUAGE sql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
	INSERT INTO "sla_open_due_hours" AS h ("hour", "open_count")
		SELECT date_trunc('hour', c."due_at", 'UTC'), sum(c."delta")
		FROM unnest("changes", "deltas") AS c("due_at", "delta")
		GROUP BY 1 HAVING sum(c."delta") <> 0 ORDER BY 1
		ON CONFLICT ("hour") DO UPDATE SET "open_count" = h."open_count" + excluded."open_count";
	DELETE FROM "sla_open_due_hours"
		WHERE "open_count" = 0 AND "hour" IN (SELECT date_trunc('hour', c, 'UTC') FROM unnest("changes") c);
$function$;
