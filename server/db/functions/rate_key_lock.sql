-- One writer at a time per (brand, country, form, receipt), in whatever database transaction adds
-- or ends its rates: the overlap check below reads what every earlier writer committed.
CREATE OR REPLACE FUNCTION public.rate_key_lock(brand uuid, country text, form text, receipt text)
 RETURNS void
 LANGUAGE sql
AS $function$
	SELECT pg_advisory_xact_lock(hashtextextended('rate:' || brand || ':' || country || ':' || form || ':' || receipt, 0));
$function$;
