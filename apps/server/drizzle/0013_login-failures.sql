CREATE TABLE "login_failures" (
	"emp_esntl_id" text NOT NULL,
	"address" text NOT NULL,
	"fail_count" integer NOT NULL,
	"locked_at" timestamp with time zone,
	"last_failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "login_failures_emp_esntl_id_address_pk" PRIMARY KEY("emp_esntl_id","address")
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_emp_esntl_id_members_emp_esntl_id_fk" FOREIGN KEY ("emp_esntl_id") REFERENCES "public"."members"("emp_esntl_id") ON DELETE cascade ON UPDATE no action;