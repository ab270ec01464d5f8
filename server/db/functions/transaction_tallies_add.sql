-- Adds a statement's changes to the three tallies, netted per key (a review that leaves the status
-- as it was moves nothing), in key order so that concurrent writers lock the rows in one order.
CREATE OR REPLACE FUNCTION public.transaction_tallies_add(changes transaction_tally_change[])
 RETURNS void
 LANGUAGE sql
AS $function$
	INSERT INTO "transaction_brand_tallies" AS t ("brand_id", "status", "count")
		SELECT c."brand_id", c."status", sum(c."delta") FROM unnest("changes") c
		GROUP BY 1, 2 HAVING sum(c."delta") <> 0 ORDER BY 1, 2
		ON CONFLICT ("brand_id", "status") DO UPDATE SET "count" = t."count" + excluded."count";
	INSERT INTO "transaction_customer_tallies" AS t ("user_id", "status", "count")
		SELECT c."user_id", c."status", sum(c."delta") FROM unnest("changes") c
		GROUP BY 1, 2 HAVING sum(c."delta") <> 0 ORDER BY 1, 2
		ON CONFLICT ("user_id", "status") DO UPDATE SET "count" = t."count" + excluded."count";
	INSERT INTO "transaction_day_tallies" AS t ("field", "day", "status", "count")
		SELECT d."field", d."day", d."status", sum(d."delta") FROM (
			SELECT 'created_at' AS "field", c."created_day" AS "day", c."status", c."delta" FROM unnest("changes") c
			UNION ALL
			SELECT 'paid_at', c."paid_day", c."status", c."delta" FROM unnest("changes") c WHERE c."paid_day" IS NOT NULL
		) d
		GROUP BY 1, 2, 3 HAVING sum(d."delta") <> 0 ORDER BY 1, 2, 3
		ON CONFLICT ("field", "day", "status") DO UPDATE SET "count" = t."count" + excluded."count";
$function$;
