ALTER TABLE "brands" ALTER COLUMN "paid_payout_total" SET DATA TYPE numeric(22, 2);--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "paid_payout_total" SET DEFAULT '0';