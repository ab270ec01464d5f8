-- Netted per key, in key order so that concurrent writers lock the rows in one order.
CREATE OR REPLACE FUNCTION public.transaction_value_tallies_add(changes transaction_value_change[])
 RETURNS void
 LANGUAGE sql
AS $function$
	INSERT INTO "transaction_value_tallies" AS t ("field", "status", "value", "count")
		SELECT k."field", k."status", k."value", sum(k."delta") FROM "transaction_value_keys"("changes") k
		GROUP BY 1, 2, 3 HAVING sum(k."delta") <> 0 ORDER BY 1, 3, 2
		ON CONFLICT ("field", "value", "status") DO UPDATE SET "count" = t."count" + excluded."count";
	INSERT INTO "transaction_value_id_tallies" AS t ("field", "status", "value", "id_byte", "count")
		SELECT k."field", k."status", k."value", k."id_byte", sum(k."delta") FROM "transaction_value_keys"("changes") k
		GROUP BY 1, 2, 3, 4 HAVING sum(k."delta") <> 0 ORDER BY 1, 3, 2, 4
		ON CONFLICT ("field", "value", "status", "id_byte") DO UPDATE SET "count" = t."count" + excluded."count";
$function$;
