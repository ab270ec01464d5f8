-- Service levels (api-contract.md, "Service levels"). Policies are kept as versions: a change adds
-- a row, and each item keeps the due times (and the version) it started under, so a change never
-- moves an item already measured. Roll-ups of each day's decisions are written by triggers in the
-- same database transaction as the decision, whatever code makes it.
CREATE TABLE "sla_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"target" text NOT NULL CHECK ("target" IN ('review', 'dispute_first_response', 'dispute_resolution')),
	"minutes" integer NOT NULL CHECK ("minutes" BETWEEN 1 AND 10080),
	"warn_before_minutes" integer NOT NULL CHECK ("warn_before_minutes" BETWEEN 0 AND "minutes"),
	"high_value_minutes" integer CHECK ("high_value_minutes" BETWEEN 1 AND 10080),
	"business_hours" jsonb,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sla_policies_target_version_key" ON "sla_policies" ("target", "version");
--> statement-breakpoint
INSERT INTO "sla_policies" ("target", "minutes", "warn_before_minutes", "version") VALUES
	('review', 60, 15, 1),
	('dispute_first_response', 15, 5, 1),
	('dispute_resolution', 1440, 120, 1);
--> statement-breakpoint
ALTER TABLE "gift_card_transactions"
	ADD COLUMN "sla_due_at" timestamp with time zone,
	ADD COLUMN "sla_warn_at" timestamp with time zone,
	ADD COLUMN "sla_met_at" timestamp with time zone,
	ADD COLUMN "sla_policy_version" integer;
--> statement-breakpoint
ALTER TABLE "disputes"
	ADD COLUMN "first_response_due_at" timestamp with time zone,
	ADD COLUMN "first_response_warn_at" timestamp with time zone,
	ADD COLUMN "first_response_met_at" timestamp with time zone,
	ADD COLUMN "first_response_policy_version" integer,
	ADD COLUMN "resolution_due_at" timestamp with time zone,
	ADD COLUMN "resolution_warn_at" timestamp with time zone,
	ADD COLUMN "resolution_met_at" timestamp with time zone,
	ADD COLUMN "resolution_policy_version" integer;
--> statement-breakpoint
-- Items already there start under version 1 (plain minutes). A card already decided counts as
-- met when it was last changed; a dispute already answered or closed likewise.
UPDATE "gift_card_transactions" SET
	"sla_due_at" = "created_at" + interval '60 minutes',
	"sla_warn_at" = "created_at" + interval '45 minutes',
	"sla_met_at" = CASE WHEN "status" <> 'PENDING_REVIEW' THEN "updated_at" END,
	"sla_policy_version" = 1;
--> statement-breakpoint
UPDATE "disputes" SET
	"first_response_due_at" = "created_at" + interval '15 minutes',
	"first_response_warn_at" = "created_at" + interval '10 minutes',
	"first_response_met_at" = (SELECT min(m."created_at") FROM "chat_messages" m JOIN "users" u ON u."id" = m."sender_id"
		WHERE m."dispute_id" = "disputes"."id" AND u."role" <> 'customer'),
	"first_response_policy_version" = 1,
	"resolution_due_at" = "created_at" + interval '1440 minutes',
	"resolution_warn_at" = "created_at" + interval '1320 minutes',
	"resolution_met_at" = CASE WHEN "status" = 'closed' THEN "updated_at" END,
	"resolution_policy_version" = 1;
--> statement-breakpoint
-- Rows written by SQL outside the app (the demo seed, imports, benchmarks) start under the current
-- policy in plain minutes; the app itself starts each clock with business hours (server/plugins/sla).
CREATE FUNCTION "sla_policy_now"("wanted" text) RETURNS "sla_policies" LANGUAGE sql STABLE AS $$
	SELECT * FROM "sla_policies" WHERE "target" = "wanted" ORDER BY "version" DESC LIMIT 1
$$;
--> statement-breakpoint
CREATE FUNCTION "transactions_sla_start"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	policy "sla_policies" := "sla_policy_now"('review');
BEGIN
	NEW."sla_due_at" := NEW."created_at" + make_interval(mins => policy."minutes");
	NEW."sla_warn_at" := NEW."sla_due_at" - make_interval(mins => policy."warn_before_minutes");
	NEW."sla_policy_version" := policy."version";
	-- A row written already decided (the demo seed's history) has had its review.
	IF NEW."status" <> 'PENDING_REVIEW' THEN
		NEW."sla_met_at" := NEW."updated_at";
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "transactions_sla_start" BEFORE INSERT ON "gift_card_transactions" FOR EACH ROW
	WHEN (NEW."sla_due_at" IS NULL) EXECUTE FUNCTION "transactions_sla_start"();
--> statement-breakpoint
CREATE FUNCTION "disputes_sla_start"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	first_response "sla_policies" := "sla_policy_now"('dispute_first_response');
	resolution "sla_policies" := "sla_policy_now"('dispute_resolution');
BEGIN
	NEW."first_response_due_at" := NEW."created_at" + make_interval(mins => first_response."minutes");
	NEW."first_response_warn_at" := NEW."first_response_due_at" - make_interval(mins => first_response."warn_before_minutes");
	NEW."first_response_policy_version" := first_response."version";
	NEW."resolution_due_at" := NEW."created_at" + make_interval(mins => resolution."minutes");
	NEW."resolution_warn_at" := NEW."resolution_due_at" - make_interval(mins => resolution."warn_before_minutes");
	NEW."resolution_policy_version" := resolution."version";
	IF NEW."status" = 'closed' THEN
		NEW."resolution_met_at" := NEW."updated_at";
	END IF;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "disputes_sla_start" BEFORE INSERT ON "disputes" FOR EACH ROW
	WHEN (NEW."first_response_due_at" IS NULL) EXECUTE FUNCTION "disputes_sla_start"();
--> statement-breakpoint
-- Each day's decisions per target (UTC day of the decision): how many, met, missed; and how many
-- took each whole number of minutes (capped at 30 days), so that p50 and p90 are read from at
-- most one row per distinct minute count instead of from the decisions.
CREATE TABLE "sla_daily" (
	"day" date NOT NULL,
	"target" text NOT NULL,
	"decided" integer NOT NULL DEFAULT 0,
	"met" integer NOT NULL DEFAULT 0,
	"missed" integer NOT NULL DEFAULT 0,
	PRIMARY KEY ("day", "target")
);
--> statement-breakpoint
CREATE TABLE "sla_daily_minutes" (
	"day" date NOT NULL,
	"target" text NOT NULL,
	"minutes" integer NOT NULL,
	"count" integer NOT NULL DEFAULT 0,
	PRIMARY KEY ("day", "target", "minutes")
);
--> statement-breakpoint
CREATE FUNCTION "sla_record"("decided_target" text, "started_at" timestamptz, "ended_at" timestamptz, "due_at" timestamptz)
RETURNS void LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	decided_day date := ("ended_at" AT TIME ZONE 'UTC')::date;
	on_time integer := CASE WHEN "ended_at" <= "due_at" THEN 1 ELSE 0 END;
BEGIN
	INSERT INTO "sla_daily" ("day", "target", "decided", "met", "missed")
	VALUES (decided_day, decided_target, 1, on_time, 1 - on_time)
	ON CONFLICT ("day", "target") DO UPDATE SET
		"decided" = "sla_daily"."decided" + 1,
		"met" = "sla_daily"."met" + EXCLUDED."met",
		"missed" = "sla_daily"."missed" + EXCLUDED."missed";
	INSERT INTO "sla_daily_minutes" ("day", "target", "minutes", "count")
	VALUES (decided_day, decided_target,
		LEAST(43200, GREATEST(0, floor(extract(epoch FROM "ended_at" - "started_at") / 60)::integer)), 1)
	ON CONFLICT ("day", "target", "minutes") DO UPDATE SET "count" = "sla_daily_minutes"."count" + 1;
END;
$$;
--> statement-breakpoint
-- A review ends when the card first leaves PENDING_REVIEW (inside transaction_move_money).
CREATE FUNCTION "transactions_sla_review_ends"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
	NEW."sla_met_at" := now();
	PERFORM "sla_record"('review', NEW."created_at", NEW."sla_met_at", NEW."sla_due_at");
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "transactions_sla_review_ends" BEFORE UPDATE OF "status" ON "gift_card_transactions" FOR EACH ROW
	WHEN (OLD."status" = 'PENDING_REVIEW' AND NEW."status" <> 'PENDING_REVIEW' AND OLD."sla_met_at" IS NULL AND NEW."sla_due_at" IS NOT NULL)
	EXECUTE FUNCTION "transactions_sla_review_ends"();
--> statement-breakpoint
-- A dispute is resolved when it is first closed.
CREATE FUNCTION "disputes_sla_resolved"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
	NEW."resolution_met_at" := now();
	PERFORM "sla_record"('dispute_resolution', NEW."created_at", NEW."resolution_met_at", NEW."resolution_due_at");
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "disputes_sla_resolved" BEFORE UPDATE OF "status" ON "disputes" FOR EACH ROW
	WHEN (NEW."status" = 'closed' AND OLD."resolution_met_at" IS NULL AND NEW."resolution_due_at" IS NOT NULL)
	EXECUTE FUNCTION "disputes_sla_resolved"();
--> statement-breakpoint
-- A dispute is first answered by the first chat message from a member of staff.
CREATE FUNCTION "disputes_sla_first_response"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	answered "disputes";
BEGIN
	IF (SELECT "role" FROM "users" WHERE "id" = NEW."sender_id") = 'customer' THEN
		RETURN NULL;
	END IF;
	UPDATE "disputes" SET "first_response_met_at" = NEW."created_at"
	WHERE "id" = NEW."dispute_id" AND "first_response_met_at" IS NULL AND "first_response_due_at" IS NOT NULL
	RETURNING * INTO answered;
	IF FOUND THEN
		PERFORM "sla_record"('dispute_first_response', answered."created_at", NEW."created_at", answered."first_response_due_at");
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "disputes_sla_first_response" AFTER INSERT ON "chat_messages" FOR EACH ROW
	EXECUTE FUNCTION "disputes_sla_first_response"();
--> statement-breakpoint
-- Only the triggers above write the roll-ups and end a clock; the app's role starts clocks (on
-- insert) and reads them. These guards fire before the triggers that end a clock (names sort so).
CREATE TRIGGER "sla_daily_kept_by_triggers" BEFORE INSERT OR UPDATE ON "sla_daily" FOR EACH ROW
	EXECUTE FUNCTION "refuse_unless_owner"('the service-level roll-ups follow decisions: they are written by triggers');
--> statement-breakpoint
CREATE TRIGGER "sla_daily_minutes_kept_by_triggers" BEFORE INSERT OR UPDATE ON "sla_daily_minutes" FOR EACH ROW
	EXECUTE FUNCTION "refuse_unless_owner"('the service-level roll-ups follow decisions: they are written by triggers');
--> statement-breakpoint
CREATE TRIGGER "transactions_sla_kept" BEFORE UPDATE ON "gift_card_transactions" FOR EACH ROW
	WHEN (NEW."sla_due_at" IS DISTINCT FROM OLD."sla_due_at" OR NEW."sla_warn_at" IS DISTINCT FROM OLD."sla_warn_at"
		OR NEW."sla_met_at" IS DISTINCT FROM OLD."sla_met_at" OR NEW."sla_policy_version" IS DISTINCT FROM OLD."sla_policy_version")
	EXECUTE FUNCTION "refuse_unless_owner"('a card''s service-level clock is set when it is submitted and ended by its review');
--> statement-breakpoint
CREATE TRIGGER "disputes_sla_kept" BEFORE UPDATE ON "disputes" FOR EACH ROW
	WHEN (NEW."first_response_due_at" IS DISTINCT FROM OLD."first_response_due_at" OR NEW."resolution_due_at" IS DISTINCT FROM OLD."resolution_due_at"
		OR NEW."resolution_met_at" IS DISTINCT FROM OLD."resolution_met_at")
	EXECUTE FUNCTION "refuse_unless_owner"('a dispute''s service-level clocks are set when it opens and ended by its answer and closing');
--> statement-breakpoint
-- The lists' sla_state filters and sla_due_at ordering: open items by due time, read in order
-- from the index (breached: due before now; due soon: due after now, warned before now).
CREATE INDEX "transactions_sla_open_idx" ON "gift_card_transactions" ("sla_due_at", "created_at", "id") WHERE "sla_met_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "transactions_sla_due_idx" ON "gift_card_transactions" ("sla_due_at", "id");
--> statement-breakpoint
CREATE INDEX "disputes_first_response_open_idx" ON "disputes" ("first_response_due_at", "id") WHERE "first_response_met_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "disputes_resolution_open_idx" ON "disputes" ("resolution_due_at", "id") WHERE "resolution_met_at" IS NULL;
