-- A clock's two alerts; none for "due soon" when the policy warns 0 minutes before.
CREATE OR REPLACE FUNCTION public.sla_schedule_alerts(clock_target text, clock_item uuid, warn_at timestamp with time zone, due_at timestamp with time zone)
 RETURNS void
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
BEGIN
	IF "due_at" IS NULL THEN
		RETURN;
	END IF;
	IF "warn_at" IS NOT NULL AND "warn_at" < "due_at" THEN
		INSERT INTO "sla_alert_schedule" VALUES ("clock_target", "clock_item", 'due_soon', "warn_at", "due_at")
		ON CONFLICT DO NOTHING;
	END IF;
	INSERT INTO "sla_alert_schedule" VALUES ("clock_target", "clock_item", 'breached', "due_at", "due_at")
	ON CONFLICT DO NOTHING;
END;
$function$;
