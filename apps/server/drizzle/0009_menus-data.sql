CREATE TABLE "visit_daily" (
	"day" text NOT NULL,
	"path_name" text NOT NULL,
	"cnt" integer DEFAULT 0 NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	CONSTRAINT "visit_daily_day_path_name_pk" PRIMARY KEY("day","path_name")
);
--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "audience" text;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "use_yn" text DEFAULT 'Y' NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "match_paths" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "upd_dttm" timestamp with time zone DEFAULT now() NOT NULL;