CREATE TABLE "author_groups" (
	"author_code" text PRIMARY KEY NOT NULL,
	"author_nm" text NOT NULL,
	"author_dc" text DEFAULT '' NOT NULL,
	"reg_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_lots" (
	"mapping_id" bigserial PRIMARY KEY NOT NULL,
	"emp_esntl_id" text NOT NULL,
	"sectn_id" integer NOT NULL,
	"reg_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"dept_id" text PRIMARY KEY NOT NULL,
	"dept_nm" text NOT NULL,
	"dept_dc" text DEFAULT '' NOT NULL,
	"reg_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"code_nm" text NOT NULL,
	"rate" integer DEFAULT 0 NOT NULL,
	"free_minutes" integer DEFAULT 0 NOT NULL,
	"fixed_amt" integer DEFAULT 0 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"use_yn" text DEFAULT 'Y' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_history" (
	"log_id" bigserial PRIMARY KEY NOT NULL,
	"emp_esntl_id" text,
	"login_id" text DEFAULT '' NOT NULL,
	"login_nm" text DEFAULT '' NOT NULL,
	"login_mthd" text NOT NULL,
	"login_ip" text DEFAULT '' NOT NULL,
	"succeeded" boolean DEFAULT true NOT NULL,
	"creat_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"emp_esntl_id" text PRIMARY KEY NOT NULL,
	"emp_no" text NOT NULL,
	"password_hash" text NOT NULL,
	"emp_nm" text NOT NULL,
	"emp_div" text NOT NULL,
	"author_code" text NOT NULL,
	"emp_sttus" text DEFAULT 'P' NOT NULL,
	"emp_mobile" text DEFAULT '' NOT NULL,
	"emp_tel_no" text DEFAULT '' NOT NULL,
	"emp_email" text DEFAULT '' NOT NULL,
	"car_no" text DEFAULT '' NOT NULL,
	"car_owner_nm" text DEFAULT '' NOT NULL,
	"car_kind" text DEFAULT '' NOT NULL,
	"discount_cd" text DEFAULT 'DC001' NOT NULL,
	"zipcode" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"address_detail" text DEFAULT '' NOT NULL,
	"market_yn" text DEFAULT 'N' NOT NULL,
	"company_nm" text,
	"company_no" text,
	"open_dt" text,
	"dept_id" text,
	"team_id" text,
	"login_fail_count" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"reg_dttm" timestamp with time zone DEFAULT now() NOT NULL,
	"upd_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_authorities" (
	"author_code" text NOT NULL,
	"menu_no" text NOT NULL,
	CONSTRAINT "menu_authorities_author_code_menu_no_pk" PRIMARY KEY("author_code","menu_no")
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"menu_no" text PRIMARY KEY NOT NULL,
	"menu_ordr" integer DEFAULT 0 NOT NULL,
	"menu_nm" text NOT NULL,
	"upper_menu_id" text,
	"progrm_file_nm" text DEFAULT '' NOT NULL,
	"relate_image_nm" text DEFAULT '' NOT NULL,
	"relate_image_path" text DEFAULT '' NOT NULL,
	"menu_dc" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parking_lots" (
	"sectn_id" integer PRIMARY KEY NOT NULL,
	"parking_id" text NOT NULL,
	"parking_nm" text NOT NULL,
	"parking_div" text NOT NULL,
	"parking_div_nm" text NOT NULL,
	"grade" integer NOT NULL,
	"cell_cnt" integer NOT NULL,
	"hndcap_cell_cnt" integer DEFAULT 0 NOT NULL,
	"elec_cell_cnt" integer DEFAULT 0 NOT NULL,
	"cell_addr_load" text DEFAULT '' NOT NULL,
	"cell_addr_jibun" text DEFAULT '' NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"dflt_tm" integer NOT NULL,
	"dflt_amt" integer NOT NULL,
	"intvl_tm" integer NOT NULL,
	"intvl_amt" integer NOT NULL,
	"day_parking_amt" integer NOT NULL,
	"free_entry_tm" integer DEFAULT 10 NOT NULL,
	"free_first_tm" integer DEFAULT 0 NOT NULL,
	"anyhour_run_yn" text DEFAULT 'Y' NOT NULL,
	"oper_start_tm" text DEFAULT '08:00' NOT NULL,
	"oper_end_tm" text DEFAULT '20:00' NOT NULL,
	"period_daytm_amt" integer DEFAULT 0 NOT NULL,
	"period_night_amt" integer DEFAULT 0 NOT NULL,
	"period_ticket_amt" integer DEFAULT 0 NOT NULL,
	"web_discount_default_amt" integer DEFAULT 600 NOT NULL,
	"period_allot_type" text DEFAULT 'FCOME' NOT NULL,
	"period_use_div_cd" text DEFAULT '' NOT NULL,
	"period_cell_cnt" integer DEFAULT 0 NOT NULL,
	"period_start_dttm" timestamp with time zone,
	"period_end_dttm" timestamp with time zone,
	"repo_id" text,
	"file_path" text,
	"save_nm" text,
	"file_ext" text,
	"reg_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"emp_esntl_id" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text
);
--> statement-breakpoint
CREATE TABLE "system_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"team_id" text PRIMARY KEY NOT NULL,
	"team_nm" text NOT NULL,
	"team_dc" text DEFAULT '' NOT NULL,
	"dept_id" text NOT NULL,
	"reg_dttm" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"visit_id" bigserial PRIMARY KEY NOT NULL,
	"path_name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"emp_esntl_id" text,
	"ip" text DEFAULT '' NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "business_lots" ADD CONSTRAINT "business_lots_emp_esntl_id_members_emp_esntl_id_fk" FOREIGN KEY ("emp_esntl_id") REFERENCES "public"."members"("emp_esntl_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_lots" ADD CONSTRAINT "business_lots_sectn_id_parking_lots_sectn_id_fk" FOREIGN KEY ("sectn_id") REFERENCES "public"."parking_lots"("sectn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_author_code_author_groups_author_code_fk" FOREIGN KEY ("author_code") REFERENCES "public"."author_groups"("author_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_dept_id_departments_dept_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("dept_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_authorities" ADD CONSTRAINT "menu_authorities_author_code_author_groups_author_code_fk" FOREIGN KEY ("author_code") REFERENCES "public"."author_groups"("author_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_authorities" ADD CONSTRAINT "menu_authorities_menu_no_menus_menu_no_fk" FOREIGN KEY ("menu_no") REFERENCES "public"."menus"("menu_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_emp_esntl_id_members_emp_esntl_id_fk" FOREIGN KEY ("emp_esntl_id") REFERENCES "public"."members"("emp_esntl_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_dept_id_departments_dept_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("dept_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_vehicles" ADD CONSTRAINT "discount_vehicles_discount_cd_discount_codes_code_fk" FOREIGN KEY ("discount_cd") REFERENCES "public"."discount_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_ticket_hash_verify_tickets_token_hash_fk" FOREIGN KEY ("ticket_hash") REFERENCES "public"."verify_tickets"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_events" ADD CONSTRAINT "equipment_events_sectn_id_parking_lots_sectn_id_fk" FOREIGN KEY ("sectn_id") REFERENCES "public"."parking_lots"("sectn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_events" ADD CONSTRAINT "equipment_events_key_id_equipment_keys_key_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."equipment_keys"("key_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_keys" ADD CONSTRAINT "equipment_keys_sectn_id_parking_lots_sectn_id_fk" FOREIGN KEY ("sectn_id") REFERENCES "public"."parking_lots"("sectn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_vehicles" ADD CONSTRAINT "free_vehicles_sectn_id_parking_lots_sectn_id_fk" FOREIGN KEY ("sectn_id") REFERENCES "public"."parking_lots"("sectn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_out" ADD CONSTRAINT "in_out_sectn_id_parking_lots_sectn_id_fk" FOREIGN KEY ("sectn_id") REFERENCES "public"."parking_lots"("sectn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unpaid_items" ADD CONSTRAINT "unpaid_items_in_out_id_in_out_in_out_id_fk" FOREIGN KEY ("in_out_id") REFERENCES "public"."in_out"("in_out_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unpaid_items" ADD CONSTRAINT "unpaid_items_sectn_id_parking_lots_sectn_id_fk" FOREIGN KEY ("sectn_id") REFERENCES "public"."parking_lots"("sectn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_lots_member_lot_uq" ON "business_lots" USING btree ("emp_esntl_id","sectn_id");--> statement-breakpoint
CREATE INDEX "login_history_creat_dt_idx" ON "login_history" USING btree ("creat_dt");--> statement-breakpoint
CREATE UNIQUE INDEX "members_emp_no_uq" ON "members" USING btree ("emp_no");--> statement-breakpoint
CREATE INDEX "members_emp_div_idx" ON "members" USING btree ("emp_div");--> statement-breakpoint
CREATE INDEX "members_emp_mobile_idx" ON "members" USING btree ("emp_mobile");--> statement-breakpoint
CREATE INDEX "members_car_no_idx" ON "members" USING btree ("car_no");--> statement-breakpoint
CREATE INDEX "menus_upper_idx" ON "menus" USING btree ("upper_menu_id");--> statement-breakpoint
CREATE INDEX "rate_limits_window_idx" ON "rate_limits" USING btree ("window_start");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_uq" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("emp_esntl_id");--> statement-breakpoint
CREATE INDEX "visits_visited_at_idx" ON "visits" USING btree ("visited_at");--> statement-breakpoint
CREATE INDEX "visits_path_idx" ON "visits" USING btree ("path_name");--> statement-breakpoint
CREATE INDEX "discount_vehicles_car_no_idx" ON "discount_vehicles" USING btree ("car_no");--> statement-breakpoint
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
CREATE INDEX "inquiry_grants_expires_idx" ON "inquiry_grants" USING btree ("expires_at");--> statement-breakpoint
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