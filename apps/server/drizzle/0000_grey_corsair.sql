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
	"ended_at" timestamp with time zone
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
ALTER TABLE "business_lots" ADD CONSTRAINT "business_lots_emp_esntl_id_members_emp_esntl_id_fk" FOREIGN KEY ("emp_esntl_id") REFERENCES "public"."members"("emp_esntl_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_lots" ADD CONSTRAINT "business_lots_sectn_id_parking_lots_sectn_id_fk" FOREIGN KEY ("sectn_id") REFERENCES "public"."parking_lots"("sectn_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_author_code_author_groups_author_code_fk" FOREIGN KEY ("author_code") REFERENCES "public"."author_groups"("author_code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_dept_id_departments_dept_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("dept_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_team_id_teams_team_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("team_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_authorities" ADD CONSTRAINT "menu_authorities_author_code_author_groups_author_code_fk" FOREIGN KEY ("author_code") REFERENCES "public"."author_groups"("author_code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_authorities" ADD CONSTRAINT "menu_authorities_menu_no_menus_menu_no_fk" FOREIGN KEY ("menu_no") REFERENCES "public"."menus"("menu_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_emp_esntl_id_members_emp_esntl_id_fk" FOREIGN KEY ("emp_esntl_id") REFERENCES "public"."members"("emp_esntl_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_dept_id_departments_dept_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("dept_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "visits_path_idx" ON "visits" USING btree ("path_name");