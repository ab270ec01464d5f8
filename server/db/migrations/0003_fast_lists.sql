-- Fast lists at any depth (issue 12): exact tallies of the transactions kept by triggers in the
-- same database transaction as every change, and indexes ending in the id, so that each list's
-- ordering (with the id as tie-breaker) is read from an index without sorting.
--
-- No write may slip between the backfill and the triggers: the table is locked for writes until
-- the migration commits (readers are not blocked).
LOCK TABLE "gift_card_transactions" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "transaction_brand_tallies" (
	"brand_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "transaction_brand_tallies_brand_id_status_pk" PRIMARY KEY ("brand_id", "status"),
	CONSTRAINT "transaction_brand_tallies_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade
);--> statement-breakpoint
CREATE TABLE "transaction_customer_tallies" (
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "transaction_customer_tallies_user_id_status_pk" PRIMARY KEY ("user_id", "status"),
	CONSTRAINT "transaction_customer_tallies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade
);--> statement-breakpoint
-- Per UTC day of a date column ("created_at" or "paid_at"): where a deep page of that ordering starts.
CREATE TABLE "transaction_day_tallies" (
	"field" text NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "transaction_day_tallies_field_day_status_pk" PRIMARY KEY ("field", "day", "status")
);--> statement-breakpoint
INSERT INTO "transaction_brand_tallies" ("brand_id", "status", "count")
	SELECT "brand_id", "status", count(*) FROM "gift_card_transactions" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "transaction_customer_tallies" ("user_id", "status", "count")
	SELECT "user_id", "status", count(*) FROM "gift_card_transactions" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "transaction_day_tallies" ("field", "day", "status", "count")
	SELECT 'created_at', ("created_at" AT TIME ZONE 'UTC')::date, "status", count(*) FROM "gift_card_transactions" GROUP BY 2, 3
	UNION ALL
	SELECT 'paid_at', ("paid_at" AT TIME ZONE 'UTC')::date, "status", count(*) FROM "gift_card_transactions" WHERE "paid_at" IS NOT NULL GROUP BY 2, 3;--> statement-breakpoint
-- One row's move between tallies: +1 where it now counts, -1 where it counted before.
CREATE TYPE "transaction_tally_change" AS ("created_day" date, "paid_day" date, "status" text, "brand_id" uuid, "user_id" uuid, "delta" integer);--> statement-breakpoint
-- Adds a statement's changes to the three tallies, netted per key (a review that leaves the status
-- as it was moves nothing), in key order so that concurrent writers lock the rows in one order.
CREATE FUNCTION "transaction_tallies_add"("changes" "transaction_tally_change"[]) RETURNS void
LANGUAGE sql AS $$
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
$$;--> statement-breakpoint
-- Statement-level, with transition tables: a bulk insert of thousands of rows moves each tally once.
CREATE FUNCTION "transaction_tallies_follow"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "transaction_brand_tallies";
		DELETE FROM "transaction_customer_tallies";
		DELETE FROM "transaction_day_tallies";
	ELSIF TG_OP = 'INSERT' THEN
		PERFORM "transaction_tallies_add"(ARRAY(
			SELECT ROW(("created_at" AT TIME ZONE 'UTC')::date, ("paid_at" AT TIME ZONE 'UTC')::date, "status", "brand_id", "user_id", 1)::"transaction_tally_change" FROM "new_rows"));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "transaction_tallies_add"(ARRAY(
			SELECT ROW(("created_at" AT TIME ZONE 'UTC')::date, ("paid_at" AT TIME ZONE 'UTC')::date, "status", "brand_id", "user_id", -1)::"transaction_tally_change" FROM "old_rows"));
	ELSE
		PERFORM "transaction_tallies_add"(ARRAY(
			SELECT ROW(("created_at" AT TIME ZONE 'UTC')::date, ("paid_at" AT TIME ZONE 'UTC')::date, "status", "brand_id", "user_id", 1)::"transaction_tally_change" FROM "new_rows"
			UNION ALL
			SELECT ROW(("created_at" AT TIME ZONE 'UTC')::date, ("paid_at" AT TIME ZONE 'UTC')::date, "status", "brand_id", "user_id", -1)::"transaction_tally_change" FROM "old_rows"));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "transaction_tallies_insert" AFTER INSERT ON "gift_card_transactions"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "transaction_tallies_follow"();--> statement-breakpoint
CREATE TRIGGER "transaction_tallies_update" AFTER UPDATE ON "gift_card_transactions"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "transaction_tallies_follow"();--> statement-breakpoint
CREATE TRIGGER "transaction_tallies_delete" AFTER DELETE ON "gift_card_transactions"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "transaction_tallies_follow"();--> statement-breakpoint
CREATE TRIGGER "transaction_tallies_truncate" AFTER TRUNCATE ON "gift_card_transactions"
	FOR EACH STATEMENT EXECUTE FUNCTION "transaction_tallies_follow"();--> statement-breakpoint
-- Every list ordering ends in the id (the tie-breaker), alone and within a status filter; the brand
-- and customer filters are read newest first.
DROP INDEX "transactions_status_created_idx";--> statement-breakpoint
DROP INDEX "transactions_brand_created_idx";--> statement-breakpoint
DROP INDEX "transactions_user_created_idx";--> statement-breakpoint
DROP INDEX "transactions_paid_at_idx";--> statement-breakpoint
DROP INDEX "transactions_status_value_idx";--> statement-breakpoint
DROP INDEX "transactions_status_final_idx";--> statement-breakpoint
DROP INDEX "transactions_status_paid_idx";--> statement-breakpoint
CREATE INDEX "transactions_status_created_idx" ON "gift_card_transactions" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_brand_created_idx" ON "gift_card_transactions" USING btree ("brand_id","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_user_created_idx" ON "gift_card_transactions" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_paid_at_idx" ON "gift_card_transactions" USING btree ("paid_at","id");--> statement-breakpoint
CREATE INDEX "transactions_final_idx" ON "gift_card_transactions" USING btree ("final_payout","id");--> statement-breakpoint
CREATE INDEX "transactions_status_idx" ON "gift_card_transactions" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "transactions_status_value_idx" ON "gift_card_transactions" USING btree ("status","card_value","id");--> statement-breakpoint
CREATE INDEX "transactions_status_final_idx" ON "gift_card_transactions" USING btree ("status","final_payout","id");--> statement-breakpoint
CREATE INDEX "transactions_status_paid_idx" ON "gift_card_transactions" USING btree ("status","paid_at","id");--> statement-breakpoint
DROP INDEX "users_joined_idx";--> statement-breakpoint
CREATE INDEX "users_joined_idx" ON "users" USING btree ("date_joined","id");
