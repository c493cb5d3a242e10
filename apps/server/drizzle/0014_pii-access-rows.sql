ALTER TABLE "pii_access_log" ADD COLUMN "row_count" integer;--> statement-breakpoint
CREATE INDEX "pii_access_log_staff_idx" ON "pii_access_log" USING btree ("staff_id","at");