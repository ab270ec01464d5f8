-- Deep pages of every ordering (issue 12): where a page of `card_value`, `final_payout`, `status`
-- or of the unpaid rows in `paid_at` order starts, from exact tallies kept by triggers in the same
-- database transaction as every change. Those orderings hold few distinct values with up to
-- hundreds of thousands of rows each, ordered within a value by the id: the rows of a value are
-- also tallied per first byte of the id, so a page is sought to within 1/256 of a value's rows
-- through the index (column, id) or (status, column, id).
--
-- No write may slip between the backfill and the triggers: the table is locked for writes until
-- the migration commits (readers are not blocked).
LOCK TABLE "gift_card_transactions" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- "value" is the column's value; NULL for a NULL column, and for the "status" field, whose value is
-- the status itself. "paid_at" tallies the unpaid rows only: the day tallies place the others.
CREATE TABLE "transaction_value_tallies" (
	"field" text NOT NULL,
	"status" text NOT NULL,
	"value" numeric(12, 2),
	"count" integer NOT NULL,
	CONSTRAINT "transaction_value_tallies_key" UNIQUE NULLS NOT DISTINCT ("field", "value", "status")
);--> statement-breakpoint
CREATE TABLE "transaction_value_id_tallies" (
	"field" text NOT NULL,
	"status" text NOT NULL,
	"value" numeric(12, 2),
	"id_byte" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "transaction_value_id_tallies_key" UNIQUE NULLS NOT DISTINCT ("field", "value", "status", "id_byte")
);--> statement-breakpoint
-- One row's move between tallies: +1 where it now counts, -1 where it counted before.
CREATE TYPE "transaction_value_change" AS ("status" text, "card_value" numeric(12, 2), "final_payout" numeric(12, 2), "unpaid" boolean, "id_byte" smallint, "delta" integer);--> statement-breakpoint
-- The tally keys of each change: one per ordering that has value tallies.
CREATE FUNCTION "transaction_value_keys"("changes" "transaction_value_change"[])
RETURNS TABLE ("field" text, "status" text, "value" numeric(12, 2), "id_byte" smallint, "delta" integer)
LANGUAGE sql AS $$
	SELECT f."field", c."status", f."value", c."id_byte", c."delta"
	FROM unnest("changes") c
	CROSS JOIN LATERAL (VALUES
		('card_value', c."card_value"),
		('final_payout', c."final_payout"),
		('status', NULL::numeric(12, 2)),
		('paid_at', NULL::numeric(12, 2))
	) f("field", "value")
	WHERE f."field" <> 'paid_at' OR c."unpaid";
$$;--> statement-breakpoint
-- Netted per key, in key order so that concurrent writers lock the rows in one order.
CREATE FUNCTION "transaction_value_tallies_add"("changes" "transaction_value_change"[]) RETURNS void
LANGUAGE sql AS $$
	INSERT INTO "transaction_value_tallies" AS t ("field", "status", "value", "count")
		SELECT k."field", k."status", k."value", sum(k."delta") FROM "transaction_value_keys"("changes") k
		GROUP BY 1, 2, 3 HAVING sum(k."delta") <> 0 ORDER BY 1, 3, 2
		ON CONFLICT ("field", "value", "status") DO UPDATE SET "count" = t."count" + excluded."count";
	INSERT INTO "transaction_value_id_tallies" AS t ("field", "status", "value", "id_byte", "count")
		SELECT k."field", k."status", k."value", k."id_byte", sum(k."delta") FROM "transaction_value_keys"("changes") k
		GROUP BY 1, 2, 3, 4 HAVING sum(k."delta") <> 0 ORDER BY 1, 3, 2, 4
		ON CONFLICT ("field", "value", "status", "id_byte") DO UPDATE SET "count" = t."count" + excluded."count";
$$;--> statement-breakpoint
-- Statement-level, with transition tables: a bulk insert of thousands of rows moves each tally once.
CREATE FUNCTION "transaction_value_tallies_follow"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "transaction_value_tallies";
		DELETE FROM "transaction_value_id_tallies";
	ELSIF TG_OP = 'INSERT' THEN
		PERFORM "transaction_value_tallies_add"(ARRAY(
			SELECT ROW("status", "card_value", "final_payout", "paid_at" IS NULL, get_byte(uuid_send("id"), 0), 1)::"transaction_value_change" FROM "new_rows"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "transaction_value_tallies_add"(ARRAY(
			SELECT ROW("status", "card_value", "final_payout", "paid_at" IS NULL, get_byte(uuid_send("id"), 0), -1)::"transaction_value_change" FROM "old_rows"));
	ELSE
		PERFORM "transaction_value_tallies_add"(ARRAY(
			SELECT ROW("status", "card_value", "final_payout", "paid_at" IS NULL, get_byte(uuid_send("id"), 0), 1)::"transaction_value_change" FROM "new_rows"
			UNION ALL
			SELECT ROW("status", "card_value", "final_payout", "paid_at" IS NULL, get_byte(uuid_send("id"), 0), -1)::"transaction_value_change" FROM "old_rows"));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
SELECT "transaction_value_tallies_add"(ARRAY(
	SELECT ROW("status", "card_value", "final_payout", "paid_at" IS NULL, get_byte(uuid_send("id"), 0), 1)::"transaction_value_change" FROM "gift_card_transactions"));--> statement-breakpoint
CREATE TRIGGER "transaction_value_tallies_insert" AFTER INSERT ON "gift_card_transactions"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "transaction_value_tallies_follow"();--> statement-breakpoint
CREATE TRIGGER "transaction_value_tallies_update" AFTER UPDATE ON "gift_card_transactions"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "transaction_value_tallies_follow"();--> statement-breakpoint
CREATE TRIGGER "transaction_value_tallies_delete" AFTER DELETE ON "gift_card_transactions"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "transaction_value_tallies_follow"();--> statement-breakpoint
CREATE TRIGGER "transaction_value_tallies_truncate" AFTER TRUNCATE ON "gift_card_transactions"
	FOR EACH STATEMENT EXECUTE FUNCTION "transaction_value_tallies_follow"();
