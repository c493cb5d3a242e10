CREATE TABLE "reduction_eligibility" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"car_no" text NOT NULL,
	"owner_nm" text NOT NULL,
	"discount_cd" text,
	"valid_until" date,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reduction_registrations" (
	"reg_id" bigserial PRIMARY KEY NOT NULL,
	"car_no" text NOT NULL,
	"car_owner_nm" text NOT NULL,
	"discount_cd" text NOT NULL,
	"mobile" text NOT NULL,
	"emp_esntl_id" text,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"start_dt" date NOT NULL,
	"end_dt" date NOT NULL,
	"seq_id" bigint,
	"atch_file_id" text,
	"reg_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text
);
--> statement-breakpoint
ALTER TABLE "reduction_eligibility" ADD CONSTRAINT "reduction_eligibility_discount_cd_discount_codes_code_fk" FOREIGN KEY ("discount_cd") REFERENCES "public"."discount_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reduction_registrations" ADD CONSTRAINT "reduction_registrations_discount_cd_discount_codes_code_fk" FOREIGN KEY ("discount_cd") REFERENCES "public"."discount_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reduction_registrations" ADD CONSTRAINT "reduction_registrations_emp_esntl_id_members_emp_esntl_id_fk" FOREIGN KEY ("emp_esntl_id") REFERENCES "public"."members"("emp_esntl_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reduction_registrations" ADD CONSTRAINT "reduction_registrations_seq_id_discount_vehicles_seq_id_fk" FOREIGN KEY ("seq_id") REFERENCES "public"."discount_vehicles"("seq_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reduction_eligibility_car_idx" ON "reduction_eligibility" USING btree ("car_no");--> statement-breakpoint
CREATE INDEX "reduction_registrations_car_idx" ON "reduction_registrations" USING btree ("car_no");--> statement-breakpoint
CREATE INDEX "reduction_registrations_member_idx" ON "reduction_registrations" USING btree ("emp_esntl_id");--> statement-breakpoint
CREATE INDEX "reduction_registrations_status_idx" ON "reduction_registrations" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "reduction_registrations_pending_uq" ON "reduction_registrations" USING btree ("car_no","discount_cd") WHERE status = 'PENDING';