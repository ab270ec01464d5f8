-- Canned replies: declared in contract/resources/canned-replies.ts.
CREATE TABLE "canned_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(120) NOT NULL,
	"category" text NOT NULL CHECK ("category" IN ('greeting', 'evidence', 'refund', 'closing')),
	"body" text NOT NULL,
	"is_active" boolean NOT NULL DEFAULT true,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "canned_replies_title_key" ON "canned_replies" (lower("title"));
--> statement-breakpoint
CREATE INDEX "canned_replies_created_idx" ON "canned_replies" ("created_at", "id");
