CREATE INDEX "transactions_value_idx" ON "gift_card_transactions" USING btree ("card_value","id");--> statement-breakpoint
CREATE INDEX "transactions_status_value_idx" ON "gift_card_transactions" USING btree ("status","card_value");--> statement-breakpoint
CREATE INDEX "transactions_status_final_idx" ON "gift_card_transactions" USING btree ("status","final_payout");--> statement-breakpoint
CREATE INDEX "transactions_status_paid_idx" ON "gift_card_transactions" USING btree ("status","paid_at");