-- Rows written by SQL outside the app (the demo seed, imports, benchmarks) start under the current
-- policy in plain minutes; the app itself starts each clock with business hours (server/plugins/sla).
CREATE OR REPLACE FUNCTION public.sla_policy_now(wanted text)
 RETURNS sla_policies
 LANGUAGE sql
 STABLE
AS $function$
	SELECT * FROM "sla_policies" WHERE "target" = "wanted" ORDER BY "version" DESC LIMIT 1
$function$;
