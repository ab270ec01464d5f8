-- Adds a statement's moves netted per day (a review that pays nothing moves nothing), in day order
-- so that concurrent writers lock the rows in one order.
CREATE OR REPLACE FUNCTION public.transaction_daily_figures_add(moves transaction_daily_move[])
 RETURNS void
 LANGUAGE sql
AS $function$
	INSERT INTO "transaction_daily_figures" AS f ("day", "submissions", "paid_count", "paid_amount")
		SELECT m."day", sum(m."submissions"), sum(m."paid_count"), sum(m."paid_amount") FROM unnest("moves") m
		GROUP BY 1 HAVING sum(m."submissions") <> 0 OR sum(m."paid_count") <> 0 OR sum(m."paid_amount") <> 0
		ORDER BY 1
		ON CONFLICT ("day") DO UPDATE SET
			"submissions" = f."submissions" + excluded."submissions",
			"paid_count" = f."paid_count" + excluded."paid_count",
			"paid_amount" = f."paid_amount" + excluded."paid_amount";
$function$;
