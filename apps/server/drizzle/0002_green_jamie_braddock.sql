CREATE TABLE "equipment_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sectn_id" integer NOT NULL,
	"event_id" text NOT NULL,
	"kind" text NOT NULL,
	"car_no" text NOT NULL,
	"key_id" bigint,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_keys" (
	"key_id" bigserial PRIMARY KEY NOT NULL,
	"sectn_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "free_vehicles" (
	"free_car_id" bigserial PRIMARY KEY NOT NULL,
	"car_owner_nm" text NOT NULL,
	"car_no" text NOT NULL,
	"parking_reg_div" text NOT NULL,
	"sectn_id" integer,
	"free_ty_cd" text DEFAULT '' NOT NULL,
	"free_ty_nm" text DEFAULT '' NOT NULL,
	"org_nm" text DEFAULT '' NOT NULL,
	"apply_day" text DEFAULT '1234567' NOT NULL,
	"start_dt" date,
	"end_dt" date,
	"free_note" text DEFAULT '' NOT NULL,
	"reg_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "in_out" (
	"in_out_id" bigserial PRIMARY KEY NOT NULL,
	"sectn_id" integer NOT NULL,
	"car_no" text NOT NULL,
	"car_no_last4" text NOT NULL,
	"in_dttm" timestamp with time zone NOT NULL,
	"out_dttm" timestamp with time zone,
	"in_ty" text DEFAULT 'NORMAL' NOT NULL,
	"discount_cd" text DEFAULT 'DC001' NOT NULL,
	"extra_cd" text,
	"prepaid_minutes" integer DEFAULT 0 NOT NULL,
	"paid_amt" integer DEFAULT 0 NOT NULL,
	"pay_amt" integer,
	"reg_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "unpaid_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"in_out_id" bigint,
	"car_no" text NOT NULL,
	"sectn_id" integer,
	"kind" text NOT NULL,
	"principal" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'UNPAID' NOT NULL
);
--> statement-breakpoint
DROP TABLE "member_documents" CASCADE;--> statement-breakpoint
ALTER TABLE "equipment_events" ADD CONSTRAINT "equipment_events_sectn_id_parking_lots_sectn_id_fk" FOREIGN KEY ("sectn_id") REFERENCES "public"."parking_lots"("sectn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_events" ADD CONSTRAINT "equipment_events_key_id_equipment_keys_key_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."equipment_keys"("key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_keys" ADD CONSTRAINT "equipment_keys_sectn_id_parking_lots_sectn_id_fk" FOREIGN KEY ("sectn_id") REFERENCES "public"."parking_lots"("sectn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_vehicles" ADD CONSTRAINT "free_vehicles_sectn_id_parking_lots_sectn_id_fk" FOREIGN KEY ("sectn_id") REFERENCES "public"."parking_lots"("sectn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_out" ADD CONSTRAINT "in_out_sectn_id_parking_lots_sectn_id_fk" FOREIGN KEY ("sectn_id") REFERENCES "public"."parking_lots"("sectn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unpaid_items" ADD CONSTRAINT "unpaid_items_in_out_id_in_out_in_out_id_fk" FOREIGN KEY ("in_out_id") REFERENCES "public"."in_out"("in_out_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unpaid_items" ADD CONSTRAINT "unpaid_items_sectn_id_parking_lots_sectn_id_fk" FOREIGN KEY ("sectn_id") REFERENCES "public"."parking_lots"("sectn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_events_lot_event_uq" ON "equipment_events" USING btree ("sectn_id","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_keys_hash_uq" ON "equipment_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "equipment_keys_sectn_idx" ON "equipment_keys" USING btree ("sectn_id");--> statement-breakpoint
CREATE INDEX "free_vehicles_car_no_idx" ON "free_vehicles" USING btree ("car_no");--> statement-breakpoint
CREATE INDEX "in_out_car_no_last4_idx" ON "in_out" USING btree ("car_no_last4");--> statement-breakpoint
CREATE INDEX "in_out_car_no_idx" ON "in_out" USING btree ("car_no");--> statement-breakpoint
CREATE INDEX "in_out_in_dttm_idx" ON "in_out" USING btree ("in_dttm");--> statement-breakpoint
CREATE INDEX "in_out_open_sectn_idx" ON "in_out" USING btree ("sectn_id") WHERE out_dttm is null;--> statement-breakpoint
CREATE UNIQUE INDEX "in_out_open_car_uq" ON "in_out" USING btree ("sectn_id","car_no") WHERE out_dttm is null;--> statement-breakpoint
CREATE INDEX "unpaid_items_car_status_idx" ON "unpaid_items" USING btree ("car_no","status");--> statement-breakpoint
CREATE UNIQUE INDEX "unpaid_items_in_out_uq" ON "unpaid_items" USING btree ("in_out_id");