-- Statement-level, with transition tables, as the transaction tallies (transaction_tallies_follow): a bulk insert moves each hour
-- once. A clock counts while it is open and has a due time.
CREATE OR REPLACE FUNCTION public.sla_open_due_hours_follow()
 RETURNS trigger
 LANGUAGE plpgsql
 SECURITY DEFINER
 SET search_path TO 'public', 'pg_temp'
AS $function$
DECLARE
	due timestamptz[];
	delta integer[];
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "sla_open_due_hours";
		RETURN NULL;
	END IF;
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg("sla_due_at"), array_agg(1) INTO due, delta
		FROM "new_rows" WHERE "sla_met_at" IS NULL AND "sla_due_at" IS NOT NULL;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg("sla_due_at"), array_agg(-1) INTO due, delta
		FROM "old_rows" WHERE "sla_met_at" IS NULL AND "sla_due_at" IS NOT NULL;
	ELSE
		SELECT array_agg(c."due_at"), array_agg(c."delta") INTO due, delta FROM (
			SELECT "sla_due_at" AS "due_at", 1 AS "delta" FROM "new_rows"
				WHERE "sla_met_at" IS NULL AND "sla_due_at" IS NOT NULL
			UNION ALL
			SELECT "sla_due_at", -1 FROM "old_rows"
				WHERE "sla_met_at" IS NULL AND "sla_due_at" IS NOT NULL
		) c;
	END IF;
	IF due IS NOT NULL THEN
		PERFORM "sla_open_due_hours_add"(due, delta);
	END IF;
	RETURN NULL;
END
$function$;

CREATE OR REPLACE TRIGGER sla_open_due_hours_delete AFTER DELETE ON public.gift_card_transactions REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sla_open_due_hours_follow();
CREATE OR REPLACE TRIGGER sla_open_due_hours_insert AFTER INSERT ON public.gift_card_transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sla_open_due_hours_follow();
CREATE OR REPLACE TRIGGER sla_open_due_hours_truncate AFTER TRUNCATE ON public.gift_card_transactions FOR EACH STATEMENT EXECUTE FUNCTION sla_open_due_hours_follow();
CREATE OR REPLACE TRIGGER sla_open_due_hours_update AFTER UPDATE ON public.gift_card_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sla_open_due_hours_follow();
