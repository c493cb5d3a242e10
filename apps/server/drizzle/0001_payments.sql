CREATE TABLE "api_keys" (
	"key_id" bigserial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" text,
	"kind" text NOT NULL,
	"outcome" text DEFAULT '' NOT NULL,
	"data" jsonb NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"payment_id" text PRIMARY KEY NOT NULL,
	"moid" text NOT NULL,
	"category" text NOT NULL,
	"status" text DEFAULT 'READY' NOT NULL,
	"provider" text NOT NULL,
	"mid" text NOT NULL,
	"amount" integer NOT NULL,
	"goods_name" text NOT NULL,
	"edi_date" text NOT NULL,
	"car_no" text DEFAULT '' NOT NULL,
	"member_esntl_id" text,
	"targets" jsonb NOT NULL,
	"items" jsonb NOT NULL,
	"tid" text,
	"auth_code" text,
	"card_name" text,
	"result_code" text,
	"result_msg" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approving_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sim_pg_transactions" (
	"tid" text PRIMARY KEY NOT NULL,
	"tr_auth_key" text NOT NULL,
	"mid" text NOT NULL,
	"moid" text NOT NULL,
	"amt" integer NOT NULL,
	"goods_name" text DEFAULT '' NOT NULL,
	"card_no" text NOT NULL,
	"status" text NOT NULL,
	"auth_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "in_out" ADD COLUMN "paid_through" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unpaid_items" ADD COLUMN "parking_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "unpaid_items" ADD COLUMN "in_dttm" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unpaid_items" ADD COLUMN "out_dttm" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unpaid_items" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "unpaid_items" ADD COLUMN "paid_amt" integer;--> statement-breakpoint
ALTER TABLE "unpaid_items" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unpaid_items" ADD COLUMN "payment_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_uq" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "payment_logs_payment_idx" ON "payment_logs" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_logs_created_idx" ON "payment_logs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_moid_uq" ON "payments" USING btree ("moid");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_tid_uq" ON "payments" USING btree ("tid");--> statement-breakpoint
CREATE INDEX "payments_car_no_idx" ON "payments" USING btree ("car_no","created_at");--> statement-breakpoint
CREATE INDEX "payments_member_idx" ON "payments" USING btree ("member_esntl_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_approving_idx" ON "payments" USING btree ("approving_at") WHERE status = 'APPROVING';--> statement-breakpoint
CREATE INDEX "sim_pg_transactions_moid_idx" ON "sim_pg_transactions" USING btree ("moid");--> statement-breakpoint
CREATE INDEX "in_out_open_last4_idx" ON "in_out" USING btree ("car_no_last4","in_dttm") WHERE out_dttm is null;--> statement-breakpoint
CREATE UNIQUE INDEX "unpaid_items_external_uq" ON "unpaid_items" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "unpaid_items_payment_idx" ON "unpaid_items" USING btree ("payment_id");