-- The review desk (issue 15): reviewers' claims on transactions, and a daily roll-up of the
-- dashboard's trend figures. The queue (oldest pending first) reads the status and date index.
--
-- A claim is who reviews a card now and until when; an expired claim is simply ignored, so no
-- job has to clear it.
ALTER TABLE "gift_card_transactions" ADD COLUMN "claimed_by_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "claim_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD CONSTRAINT "gift_card_transactions_claimed_by_id_users_id_fk" FOREIGN KEY ("claimed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One row per UTC day: submissions made that day, and transactions paid that day with their
-- final payouts. Kept by the trigger below in the same database transaction as every change, so
-- `stats/daily` reads at most 365 rows whatever the number of transactions.
--
-- Issue 12's day tallies count rows per day and status but hold no amounts; this roll-up carries
-- the paid amount, which only the transactions themselves could otherwise answer.
LOCK TABLE "gift_card_transactions" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "transaction_daily_figures" (
	"day" date PRIMARY KEY NOT NULL,
	"submissions" integer DEFAULT 0 NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"paid_amount" numeric(22, 2) DEFAULT '0' NOT NULL
);--> statement-breakpoint
INSERT INTO "transaction_daily_figures" ("day", "submissions", "paid_count", "paid_amount")
	SELECT "day", sum("submissions"), sum("paid_count"), sum("paid_amount") FROM (
		SELECT ("created_at" AT TIME ZONE 'UTC')::date AS "day", count(*) AS "submissions", 0 AS "paid_count", 0 AS "paid_amount"
			FROM "gift_card_transactions" GROUP BY 1
		UNION ALL
		SELECT ("paid_at" AT TIME ZONE 'UTC')::date, 0, count(*), coalesce(sum("final_payout"), 0)
			FROM "gift_card_transactions" WHERE "paid_at" IS NOT NULL AND "status" = 'PAID' GROUP BY 1
	) d GROUP BY 1;--> statement-breakpoint
-- One row's effect on the roll-up: +1 where it now counts, -1 where it counted before.
CREATE TYPE "transaction_daily_move" AS ("day" date, "submissions" integer, "paid_count" integer, "paid_amount" numeric);--> statement-breakpoint
-- Adds a statement's moves netted per day (a review that pays nothing moves nothing), in day order
-- so that concurrent writers lock the rows in one order.
CREATE FUNCTION "transaction_daily_figures_add"("moves" "transaction_daily_move"[]) RETURNS void
LANGUAGE sql AS $$
	INSERT INTO "transaction_daily_figures" AS f ("day", "submissions", "paid_count", "paid_amount")
		SELECT m."day", sum(m."submissions"), sum(m."paid_count"), sum(m."paid_amount") FROM unnest("moves") m
		GROUP BY 1 HAVING sum(m."submissions") <> 0 OR sum(m."paid_count") <> 0 OR sum(m."paid_amount") <> 0
		ORDER BY 1
		ON CONFLICT ("day") DO UPDATE SET
			"submissions" = f."submissions" + excluded."submissions",
			"paid_count" = f."paid_count" + excluded."paid_count",
			"paid_amount" = f."paid_amount" + excluded."paid_amount";
$$;--> statement-breakpoint
-- A row counts as a submission on the day of its created_at, and as paid on the day of its paid_at
-- while its status is PAID. Statement-level with transition tables: a bulk insert moves each day once.
CREATE FUNCTION "transaction_daily_figures_follow"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		DELETE FROM "transaction_daily_figures";
	ELSIF TG_OP = 'INSERT' THEN
		PERFORM "transaction_daily_figures_add"(ARRAY(
			SELECT ROW(("created_at" AT TIME ZONE 'UTC')::date, 1, 0, 0)::"transaction_daily_move" FROM "new_rows"
			UNION ALL
			SELECT ROW(("paid_at" AT TIME ZONE 'UTC')::date, 0, 1, coalesce("final_payout", 0))::"transaction_daily_move" FROM "new_rows" WHERE "paid_at" IS NOT NULL AND "status" = 'PAID'));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "transaction_daily_figures_add"(ARRAY(
			SELECT ROW(("created_at" AT TIME ZONE 'UTC')::date, -1, 0, 0)::"transaction_daily_move" FROM "old_rows"
			UNION ALL
			SELECT ROW(("paid_at" AT TIME ZONE 'UTC')::date, 0, -1, -coalesce("final_payout", 0))::"transaction_daily_move" FROM "old_rows" WHERE "paid_at" IS NOT NULL AND "status" = 'PAID'));
	ELSE
		-- Only a change of payment moves a figure: a claim or a note leaves every day as it was.
		PERFORM "transaction_daily_figures_add"(ARRAY(
			SELECT ROW(("created_at" AT TIME ZONE 'UTC')::date, 1, 0, 0)::"transaction_daily_move" FROM "new_rows"
			UNION ALL
			SELECT ROW(("paid_at" AT TIME ZONE 'UTC')::date, 0, 1, coalesce("final_payout", 0))::"transaction_daily_move" FROM "new_rows" WHERE "paid_at" IS NOT NULL AND "status" = 'PAID'
			UNION ALL
			SELECT ROW(("created_at" AT TIME ZONE 'UTC')::date, -1, 0, 0)::"transaction_daily_move" FROM "old_rows"
			UNION ALL
			SELECT ROW(("paid_at" AT TIME ZONE 'UTC')::date, 0, -1, -coalesce("final_payout", 0))::"transaction_daily_move" FROM "old_rows" WHERE "paid_at" IS NOT NULL AND "status" = 'PAID'));
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "transaction_daily_figures_insert" AFTER INSERT ON "gift_card_transactions"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "transaction_daily_figures_follow"();--> statement-breakpoint
CREATE TRIGGER "transaction_daily_figures_update" AFTER UPDATE ON "gift_card_transactions"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "transaction_daily_figures_follow"();--> statement-breakpoint
CREATE TRIGGER "transaction_daily_figures_delete" AFTER DELETE ON "gift_card_transactions"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "transaction_daily_figures_follow"();--> statement-breakpoint
CREATE TRIGGER "transaction_daily_figures_truncate" AFTER TRUNCATE ON "gift_card_transactions"
	FOR EACH STATEMENT EXECUTE FUNCTION "transaction_daily_figures_follow"();
