CREATE TABLE "web_prepaid_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"emp_esntl_id" text NOT NULL,
	"sectn_id" integer NOT NULL,
	"kind" text NOT NULL,
	"minutes" integer NOT NULL,
	"free_minutes" integer DEFAULT 0 NOT NULL,
	"payment_id" text,
	"amount" integer,
	"in_out_id" bigint,
	"car_no" text,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_prepaid_ledger_kind_ck" CHECK ("web_prepaid_ledger"."kind" in ('BUY', 'USE')),
	CONSTRAINT "web_prepaid_ledger_minutes_ck" CHECK ("web_prepaid_ledger"."minutes" >= 0 and "web_prepaid_ledger"."free_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "web_prepaid_ledger" ADD CONSTRAINT "web_prepaid_ledger_emp_esntl_id_members_emp_esntl_id_fk" FOREIGN KEY ("emp_esntl_id") REFERENCES "public"."members"("emp_esntl_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_prepaid_ledger" ADD CONSTRAINT "web_prepaid_ledger_sectn_id_parking_lots_sectn_id_fk" FOREIGN KEY ("sectn_id") REFERENCES "public"."parking_lots"("sectn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_prepaid_ledger" ADD CONSTRAINT "web_prepaid_ledger_in_out_id_in_out_in_out_id_fk" FOREIGN KEY ("in_out_id") REFERENCES "public"."in_out"("in_out_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "web_prepaid_ledger_member_lot_idx" ON "web_prepaid_ledger" USING btree ("emp_esntl_id","sectn_id");--> statement-breakpoint
CREATE INDEX "web_prepaid_ledger_member_created_idx" ON "web_prepaid_ledger" USING btree ("emp_esntl_id","created_at");--> statement-breakpoint
CREATE INDEX "web_prepaid_ledger_in_out_idx" ON "web_prepaid_ledger" USING btree ("in_out_id");--> statement-breakpoint
CREATE UNIQUE INDEX "web_prepaid_ledger_payment_uq" ON "web_prepaid_ledger" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "web_prepaid_ledger_request_uq" ON "web_prepaid_ledger" USING btree ("emp_esntl_id","request_key");