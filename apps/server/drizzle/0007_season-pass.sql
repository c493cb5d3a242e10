CREATE TABLE "season_pass_applications" (
	"period_id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"sectn_id" integer NOT NULL,
	"emp_esntl_id" text NOT NULL,
	"waiting_nm" text NOT NULL,
	"zipcode" text NOT NULL,
	"addr" text NOT NULL,
	"addr_detail" text DEFAULT '' NOT NULL,
	"tel_no" text NOT NULL,
	"car_owner_nm" text NOT NULL,
	"car_no" text NOT NULL,
	"car_no_last4" text NOT NULL,
	"use_div_cd" text NOT NULL,
	"use_start_dt" date NOT NULL,
	"use_end_dt" date NOT NULL,
	"months" integer NOT NULL,
	"discount_cd" text DEFAULT 'DC001' NOT NULL,
	"discount_nm" text DEFAULT '' NOT NULL,
	"discount_verified" text DEFAULT 'N' NOT NULL,
	"discount_rate" integer DEFAULT 0 NOT NULL,
	"monthly_amt" integer NOT NULL,
	"base_amt" integer NOT NULL,
	"discount_amt" integer DEFAULT 0 NOT NULL,
	"use_amt" integer NOT NULL,
	"period_allot_type" text NOT NULL,
	"proc_sts_cd" text NOT NULL,
	"queue_no" integer,
	"draw_rank" integer,
	"assigned_at" timestamp with time zone,
	"pay_deadline" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"payment_id" text,
	"cancelled_at" timestamp with time zone,
	"cancel_by" text,
	"cancel_reason" text,
	"extra_cd" text,
	"proof_file_id" text,
	"req_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_pass_rounds" (
	"round_id" bigserial PRIMARY KEY NOT NULL,
	"sectn_id" integer NOT NULL,
	"allot_type" text NOT NULL,
	"start_dttm" timestamp with time zone NOT NULL,
	"end_dttm" timestamp with time zone NOT NULL,
	"cell_cnt" integer NOT NULL,
	"assigned_cnt" integer DEFAULT 0 NOT NULL,
	"last_queue_no" integer DEFAULT 0 NOT NULL,
	"seed" text,
	"seed_hash" text,
	"drawn_at" timestamp with time zone,
	"applicant_cnt" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_pass_sms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"period_id" bigint,
	"kind" text NOT NULL,
	"rcv_addr" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "season_pass_applications" ADD CONSTRAINT "season_pass_applications_round_id_season_pass_rounds_round_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."season_pass_rounds"("round_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_pass_applications" ADD CONSTRAINT "season_pass_applications_sectn_id_parking_lots_sectn_id_fk" FOREIGN KEY ("sectn_id") REFERENCES "public"."parking_lots"("sectn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_pass_applications" ADD CONSTRAINT "season_pass_applications_emp_esntl_id_members_emp_esntl_id_fk" FOREIGN KEY ("emp_esntl_id") REFERENCES "public"."members"("emp_esntl_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_pass_rounds" ADD CONSTRAINT "season_pass_rounds_sectn_id_parking_lots_sectn_id_fk" FOREIGN KEY ("sectn_id") REFERENCES "public"."parking_lots"("sectn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_pass_sms" ADD CONSTRAINT "season_pass_sms_period_id_season_pass_applications_period_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."season_pass_applications"("period_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "season_pass_app_live_car_uq" ON "season_pass_applications" USING btree ("round_id","car_no") WHERE proc_sts_cd <> 'MUT-003';--> statement-breakpoint
CREATE INDEX "season_pass_app_last4_idx" ON "season_pass_applications" USING btree ("car_no_last4","period_id");--> statement-breakpoint
CREATE INDEX "season_pass_app_member_idx" ON "season_pass_applications" USING btree ("emp_esntl_id","period_id");--> statement-breakpoint
CREATE INDEX "season_pass_app_round_idx" ON "season_pass_applications" USING btree ("round_id","proc_sts_cd","queue_no");--> statement-breakpoint
CREATE INDEX "season_pass_app_car_lot_idx" ON "season_pass_applications" USING btree ("sectn_id","car_no");--> statement-breakpoint
CREATE INDEX "season_pass_app_deadline_idx" ON "season_pass_applications" USING btree ("pay_deadline") WHERE proc_sts_cd in ('MUT-004', 'MUT-005', 'MUT-006');--> statement-breakpoint
CREATE INDEX "season_pass_rounds_lot_idx" ON "season_pass_rounds" USING btree ("sectn_id","round_id");--> statement-breakpoint
CREATE INDEX "season_pass_rounds_undrawn_idx" ON "season_pass_rounds" USING btree ("end_dttm") WHERE allot_type = 'RAFFLE' and drawn_at is null;--> statement-breakpoint
CREATE INDEX "season_pass_sms_pending_idx" ON "season_pass_sms" USING btree ("id") WHERE sent_at is null;--> statement-breakpoint
CREATE INDEX "season_pass_sms_period_idx" ON "season_pass_sms" USING btree ("period_id");