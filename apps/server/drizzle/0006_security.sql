CREATE TABLE "car_ownerships" (
	"emp_esntl_id" text NOT NULL,
	"car_no" text NOT NULL,
	"method" text NOT NULL,
	"verified_by" text DEFAULT '' NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_ownerships_emp_esntl_id_car_no_pk" PRIMARY KEY("emp_esntl_id","car_no")
);
--> statement-breakpoint
ALTER TABLE "car_ownerships" ADD CONSTRAINT "car_ownerships_emp_esntl_id_members_emp_esntl_id_fk" FOREIGN KEY ("emp_esntl_id") REFERENCES "public"."members"("emp_esntl_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_ownerships_car_no_idx" ON "car_ownerships" USING btree ("car_no");