CREATE TABLE "discount_vehicles" (
	"seq_id" bigserial PRIMARY KEY NOT NULL,
	"car_owner_nm" text NOT NULL,
	"car_no" text NOT NULL,
	"discount_cd" text NOT NULL,
	"start_dt" date NOT NULL,
	"end_dt" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reg_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"upd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"emp_esntl_id" text NOT NULL,
	"file_id" text NOT NULL,
	"reg_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"extend_count" integer DEFAULT 0 NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"voided_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rcv_addr" text NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verify_tickets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_emp_esntl_id" text,
	"checked_mobile" text,
	"checked_at" timestamp with time zone,
	"created_emp_esntl_id" text,
	"created_member_at" timestamp with time zone,
	"lot_applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attachments" (
	"atch_file_id" text PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" text DEFAULT '' NOT NULL,
	"repo_id" text NOT NULL,
	"file_path" text NOT NULL,
	"save_nm" text NOT NULL,
	"view_nm" text NOT NULL,
	"file_ext" text NOT NULL,
	"file_size" integer NOT NULL,
	"reg_id" text,
	"reg_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"banner_id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"banner_contents" text DEFAULT '' NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"banner_order" integer NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"reg_id" text,
	"reg_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"upd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_articles" (
	"atcl_id" bigserial PRIMARY KEY NOT NULL,
	"bbs_cd" text NOT NULL,
	"title" text NOT NULL,
	"cts" text NOT NULL,
	"reg_id" text,
	"reg_nm" text DEFAULT '' NOT NULL,
	"reg_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"upd_id" text,
	"upd_nm" text DEFAULT '' NOT NULL,
	"upd_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "board_hits" (
	"atcl_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"view_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_hits_atcl_id_viewer_key_view_date_pk" PRIMARY KEY("atcl_id","viewer_key","view_date")
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"inquiry_id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"writer" text NOT NULL,
	"writer_esntl_id" text,
	"nondisclosure" boolean DEFAULT false NOT NULL,
	"password_hash" text,
	"createdate" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_content" text,
	"respondent" text,
	"answer_esntl_id" text,
	"answer_dttm" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inquiry_grants" (
	"viewer_key" text NOT NULL,
	"inquiry_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inquiry_grants_viewer_key_inquiry_id_pk" PRIMARY KEY("viewer_key","inquiry_id")
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"popup_id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"open_date" text NOT NULL,
	"close_date" text NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL,
	"pos_x" integer NOT NULL,
	"pos_y" integer NOT NULL,
	"size_x" integer NOT NULL,
	"size_y" integer NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"popup_contents" text DEFAULT '' NOT NULL,
	"reg_id" text,
	"reg_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"upd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discount_vehicles" ADD CONSTRAINT "discount_vehicles_discount_cd_discount_codes_code_fk" FOREIGN KEY ("discount_cd") REFERENCES "public"."discount_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_documents" ADD CONSTRAINT "member_documents_emp_esntl_id_members_emp_esntl_id_fk" FOREIGN KEY ("emp_esntl_id") REFERENCES "public"."members"("emp_esntl_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_ticket_hash_verify_tickets_token_hash_fk" FOREIGN KEY ("ticket_hash") REFERENCES "public"."verify_tickets"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "discount_vehicles_car_no_idx" ON "discount_vehicles" USING btree ("car_no");--> statement-breakpoint
CREATE INDEX "member_documents_member_idx" ON "member_documents" USING btree ("emp_esntl_id");--> statement-breakpoint
CREATE INDEX "phone_verifications_ticket_idx" ON "phone_verifications" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_idx" ON "phone_verifications" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_ip_idx" ON "phone_verifications" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_sent_at_idx" ON "sms_outbox" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_rcv_idx" ON "sms_outbox" USING btree ("rcv_addr");--> statement-breakpoint
CREATE INDEX "verify_tickets_last_seen_idx" ON "verify_tickets" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "attachments_stored_uq" ON "attachments" USING btree ("repo_id","file_path","save_nm");--> statement-breakpoint
CREATE INDEX "attachments_owner_idx" ON "attachments" USING btree ("owner_kind","owner_id");--> statement-breakpoint
CREATE INDEX "board_articles_bbs_idx" ON "board_articles" USING btree ("bbs_cd","atcl_id");--> statement-breakpoint
CREATE INDEX "board_hits_created_idx" ON "board_hits" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "inquiries_createdate_idx" ON "inquiries" USING btree ("createdate");--> statement-breakpoint
CREATE INDEX "inquiry_grants_expires_idx" ON "inquiry_grants" USING btree ("expires_at");