CREATE TABLE "sms_daily_counts" (
	"phone" text NOT NULL,
	"day" text NOT NULL,
	"cnt" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sms_daily_counts_phone_day_pk" PRIMARY KEY("phone","day")
);
--> statement-breakpoint
CREATE TABLE "season_pass_car_proofs" (
	"proof_id" bigserial PRIMARY KEY NOT NULL,
	"emp_esntl_id" text NOT NULL,
	"car_no" text NOT NULL,
	"car_owner_nm" text NOT NULL,
	"file_id" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"req_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "season_pass_rounds" ADD COLUMN "seed_nonce" text;--> statement-breakpoint
ALTER TABLE "season_pass_car_proofs" ADD CONSTRAINT "season_pass_car_proofs_emp_esntl_id_members_emp_esntl_id_fk" FOREIGN KEY ("emp_esntl_id") REFERENCES "public"."members"("emp_esntl_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "season_pass_car_proofs_pending_uq" ON "season_pass_car_proofs" USING btree ("emp_esntl_id","car_no") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "season_pass_car_proofs_status_idx" ON "season_pass_car_proofs" USING btree ("status","proof_id");