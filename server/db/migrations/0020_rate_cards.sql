-- Rate cards (issue 30; api-contract.md, "Rate cards"): what a card is worth by brand, country,
-- form, receipt and band of card values, kept as history. A rate row is written once; when it
-- stops being in effect (superseded by a new version of its band, or retired) a row of
-- "rate_ends" says so, written once too. effective_to is read from there (the view "rate_versions").
CREATE TABLE "rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL REFERENCES "brands" ("id") ON DELETE RESTRICT,
	"country" text NOT NULL CHECK ("country" ~ '^[A-Z]{2}$'),
	"form" text NOT NULL CHECK ("form" IN ('physical', 'ecode')),
	"receipt" text NOT NULL CHECK ("receipt" IN ('any', 'with_receipt', 'no_receipt')),
	"min_value" numeric(12, 2) NOT NULL CHECK ("min_value" >= 0),
	"max_value" numeric(12, 2) NOT NULL,
	"rate_percentage" numeric(5, 2) NOT NULL CHECK ("rate_percentage" BETWEEN 0 AND 100),
	"effective_from" timestamp with time zone NOT NULL,
	"note" text CHECK (char_length("note") <= 500),
	-- Who wrote it, as the audit trail keeps it: a name that outlives the account.
	"created_by_id" uuid NOT NULL,
	"created_by_username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CHECK ("max_value" >= "min_value")
);--> statement-breakpoint
CREATE TABLE "rate_ends" (
	-- A rate ends once: a second end (a retire racing a supersede) is refused by the key.
	"rate_id" uuid PRIMARY KEY NOT NULL REFERENCES "rates" ("id") ON DELETE RESTRICT,
	"ended_at" timestamp with time zone NOT NULL,
	"reason" text NOT NULL CHECK ("reason" IN ('superseded', 'retired')),
	"ended_by_id" uuid NOT NULL,
	"ended_by_username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "rates_key_idx" ON "rates" ("brand_id", "country", "form", "receipt", "effective_from");--> statement-breakpoint
CREATE INDEX "rates_effective_idx" ON "rates" ("effective_from", "id");--> statement-breakpoint
CREATE VIEW "rate_versions" AS
	SELECT r.*, e."ended_at" AS "effective_to"
	FROM "rates" r LEFT JOIN "rate_ends" e ON e."rate_id" = r."id";--> statement-breakpoint
-- History is refused a change for every role, on PGlite too; TRUNCATE by the shared statement
-- trigger, which also tells grant_app_role to withhold UPDATE and DELETE from the app's role.
CREATE FUNCTION "rates_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% of % is refused: rates are history, never changed', TG_OP, TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "rates_append_only" BEFORE UPDATE OR DELETE ON "rates" FOR EACH ROW EXECUTE FUNCTION "rates_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "rates_no_truncate" BEFORE TRUNCATE ON "rates" FOR EACH STATEMENT EXECUTE FUNCTION "append_only_refuse_truncate"();--> statement-breakpoint
CREATE TRIGGER "rate_ends_append_only" BEFORE UPDATE OR DELETE ON "rate_ends" FOR EACH ROW EXECUTE FUNCTION "rates_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "rate_ends_no_truncate" BEFORE TRUNCATE ON "rate_ends" FOR EACH STATEMENT EXECUTE FUNCTION "append_only_refuse_truncate"();--> statement-breakpoint
-- One writer at a time per (brand, country, form, receipt), in whatever database transaction adds
-- or ends its rates: the overlap check below reads what every earlier writer committed.
CREATE FUNCTION "rate_key_lock"("brand" uuid, "country" text, "form" text, "receipt" text) RETURNS void LANGUAGE sql AS $$
	SELECT pg_advisory_xact_lock(hashtextextended('rate:' || brand || ':' || country || ':' || form || ':' || receipt, 0));
$$;--> statement-breakpoint
-- Adds a rate. The open version of the same band (if any) ends when the new one starts; any other
-- band of the key that is or will be in effect from then on and overlaps it is refused
-- (exclusion_violation, naming the band); so is a start in the past or before the band's latest
-- version. With "skip_unchanged", a rate equal to the band's open version writes nothing.
-- Answers the new rate's id (null when unchanged) and the id of the version it ended.
CREATE FUNCTION "rate_add"("brand" uuid, "new_country" text, "new_form" text, "new_receipt" text, "low" numeric, "high" numeric, "percentage" numeric, "starts" timestamp with time zone, "new_note" text, "actor_id" uuid, "actor_username" text, "skip_unchanged" boolean)
RETURNS TABLE ("rate_id" uuid, "superseded_id" uuid) LANGUAGE plpgsql AS $$
DECLARE
	open_version "rate_versions"%ROWTYPE;
	other "rate_versions"%ROWTYPE;
	added uuid;
BEGIN
	starts := coalesce(starts, now());
	IF starts < now() THEN
		RAISE EXCEPTION 'effective_from is in the past: a rate starts now or later' USING ERRCODE = 'invalid_parameter_value';
	END IF;
	-- To the millisecond, as the API writes moments: a version is in effect `at` its own start.
	starts := date_trunc('milliseconds', starts);
	PERFORM "rate_key_lock"(brand, new_country, new_form, new_receipt);
	SELECT * INTO open_version FROM "rate_versions" v
	WHERE v."brand_id" = brand AND v."country" = new_country AND v."form" = new_form AND v."receipt" = new_receipt
		AND v."min_value" = low AND v."max_value" = high
	ORDER BY v."effective_from" DESC LIMIT 1;
	IF FOUND AND open_version."effective_from" >= starts THEN
		RAISE EXCEPTION 'The band % to % already has a version from %: a new one starts later', low, high, open_version."effective_from" USING ERRCODE = 'exclusion_violation';
	END IF;
	IF FOUND AND open_version."effective_to" IS NOT NULL THEN
		open_version := NULL;
	END IF;
	SELECT * INTO other FROM "rate_versions" v
	WHERE v."brand_id" = brand AND v."country" = new_country AND v."form" = new_form AND v."receipt" = new_receipt
		AND NOT (v."min_value" = low AND v."max_value" = high)
		AND (v."effective_to" IS NULL OR v."effective_to" > starts)
		AND v."min_value" <= high AND v."max_value" >= low
	ORDER BY v."effective_from" LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'The band % to % overlaps the band % to % in effect from %', low, high, other."min_value", other."max_value", other."effective_from" USING ERRCODE = 'exclusion_violation';
	END IF;
	IF skip_unchanged AND open_version."id" IS NOT NULL AND open_version."rate_percentage" = percentage THEN
		RETURN QUERY SELECT NULL::uuid, NULL::uuid;
		RETURN;
	END IF;
	INSERT INTO "rates" ("brand_id", "country", "form", "receipt", "min_value", "max_value", "rate_percentage", "effective_from", "note", "created_by_id", "created_by_username")
	VALUES (brand, new_country, new_form, new_receipt, low, high, percentage, starts, new_note, actor_id, actor_username)
	RETURNING "id" INTO added;
	IF open_version."id" IS NOT NULL THEN
		INSERT INTO "rate_ends" ("rate_id", "ended_at", "reason", "ended_by_id", "ended_by_username")
		VALUES (open_version."id", starts, 'superseded', actor_id, actor_username);
	END IF;
	RETURN QUERY SELECT added, open_version."id";
END;
$$;--> statement-breakpoint
-- Ends a rate now (or, for one that has not started, where it starts: it never was in effect).
-- Answers false when it had already ended.
CREATE FUNCTION "rate_retire"("retired_id" uuid, "actor_id" uuid, "actor_username" text) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
	r "rates"%ROWTYPE;
	ended integer;
BEGIN
	SELECT * INTO r FROM "rates" WHERE "id" = retired_id;
	IF NOT FOUND THEN
		RAISE EXCEPTION 'rate % does not exist', retired_id USING ERRCODE = 'no_data_found';
	END IF;
	PERFORM "rate_key_lock"(r."brand_id", r."country", r."form", r."receipt");
	INSERT INTO "rate_ends" ("rate_id", "ended_at", "reason", "ended_by_id", "ended_by_username")
	VALUES (retired_id, greatest(date_trunc('milliseconds', now()), r."effective_from"), 'retired', actor_id, actor_username)
	ON CONFLICT ("rate_id") DO NOTHING;
	GET DIAGNOSTICS ended = ROW_COUNT;
	RETURN ended = 1;
END;
$$;--> statement-breakpoint
-- What a submission says of its card and the rate it was quoted, locked there; and the latest
-- override of a rate-card lock, with its reason.
ALTER TABLE "gift_card_transactions" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "form" text;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "receipt" text;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "rate_lock_rate_id" uuid REFERENCES "rates" ("id") ON DELETE RESTRICT;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "rate_lock_percentage" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "rate_locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "rate_override_by_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "rate_override_by_username" text;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "rate_override_reason" text;--> statement-breakpoint
ALTER TABLE "gift_card_transactions" ADD COLUMN "rate_override_at" timestamp with time zone;--> statement-breakpoint
-- Margins by brand and day over the transactions accepted or paid, moved by the trigger below in
-- the database transaction that accepts, pays or undoes them: the margins read days, not rows.
CREATE TABLE "rate_margin_days" (
	"day" date NOT NULL,
	"brand_id" uuid NOT NULL,
	"submissions" integer NOT NULL,
	"card_value" numeric(22, 2) NOT NULL,
	"payout" numeric(22, 2) NOT NULL,
	PRIMARY KEY ("day", "brand_id")
);--> statement-breakpoint
CREATE FUNCTION "rate_margin_days_add"("moves" jsonb) RETURNS void LANGUAGE sql AS $$
	INSERT INTO "rate_margin_days" AS d ("day", "brand_id", "submissions", "card_value", "payout")
	SELECT (now() AT TIME ZONE 'UTC')::date, (m->>'brand_id')::uuid, sum((m->>'sign')::integer),
		sum((m->>'sign')::integer * (m->>'card_value')::numeric), sum((m->>'sign')::integer * coalesce((m->>'expected_payout')::numeric, 0))
	FROM jsonb_array_elements(moves) m
	GROUP BY (m->>'brand_id')::uuid
	HAVING sum((m->>'sign')::integer) <> 0
		OR sum((m->>'sign')::integer * (m->>'card_value')::numeric) <> 0
		OR sum((m->>'sign')::integer * coalesce((m->>'expected_payout')::numeric, 0)) <> 0
	ON CONFLICT ("day", "brand_id") DO UPDATE SET
		"submissions" = d."submissions" + excluded."submissions",
		"card_value" = d."card_value" + excluded."card_value",
		"payout" = d."payout" + excluded."payout";
$$;--> statement-breakpoint
CREATE FUNCTION "rate_margin_days_follow"() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
DECLARE
	counted text[] := ARRAY['ORDER_ACCEPTED', 'REDEEMED', 'PAID'];
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "rate_margin_days_add"(coalesce((SELECT jsonb_agg(jsonb_build_object('brand_id', "brand_id", 'sign', 1, 'card_value', "card_value", 'expected_payout', "expected_payout")) FROM "new_rows" WHERE "status" = ANY (counted)), '[]'));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "rate_margin_days_add"(coalesce((SELECT jsonb_agg(jsonb_build_object('brand_id', "brand_id", 'sign', -1, 'card_value', "card_value", 'expected_payout', "expected_payout")) FROM "old_rows" WHERE "status" = ANY (counted)), '[]'));
	ELSE
		-- A row that stays accepted with the same figures adds and takes away the same: nothing moves.
		PERFORM "rate_margin_days_add"(coalesce((SELECT jsonb_agg(m) FROM (
			SELECT jsonb_build_object('brand_id', "brand_id", 'sign', 1, 'card_value', "card_value", 'expected_payout', "expected_payout") m FROM "new_rows" WHERE "status" = ANY (counted)
			UNION ALL
			SELECT jsonb_build_object('brand_id', "brand_id", 'sign', -1, 'card_value', "card_value", 'expected_payout', "expected_payout") FROM "old_rows" WHERE "status" = ANY (counted)) moved), '[]'));
	END IF;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "rate_margin_days_insert" AFTER INSERT ON "gift_card_transactions"
	REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rate_margin_days_follow"();--> statement-breakpoint
CREATE TRIGGER "rate_margin_days_update" AFTER UPDATE ON "gift_card_transactions"
	REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rate_margin_days_follow"();--> statement-breakpoint
CREATE TRIGGER "rate_margin_days_delete" AFTER DELETE ON "gift_card_transactions"
	REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rate_margin_days_follow"();--> statement-breakpoint
INSERT INTO "rate_margin_days" ("day", "brand_id", "submissions", "card_value", "payout")
SELECT (coalesce("paid_at", "updated_at") AT TIME ZONE 'UTC')::date, "brand_id", count(*), sum("card_value"), sum(coalesce("expected_payout", 0))
FROM "gift_card_transactions" WHERE "status" IN ('ORDER_ACCEPTED', 'REDEEMED', 'PAID')
GROUP BY 1, 2;
