ALTER TABLE "web_prepaid_ledger" DROP CONSTRAINT "web_prepaid_ledger_kind_ck";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "sectn_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_claimed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_approved_at_idx" ON "payments" USING btree ("approved_at");--> statement-breakpoint
CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "web_prepaid_ledger" ADD CONSTRAINT "web_prepaid_ledger_kind_ck" CHECK ("web_prepaid_ledger"."kind" in ('BUY', 'USE', 'REFUND'));