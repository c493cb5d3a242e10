CREATE TABLE "notification_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"event_key" text NOT NULL,
	"member_id" text,
	"phone" text NOT NULL,
	"vars" jsonb NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"attempts_log" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"provider_id" text,
	"error" text,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"rendered_text" text
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"member_id" text PRIMARY KEY NOT NULL,
	"reminders" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"channel" text DEFAULT 'alimtalk' NOT NULL,
	"prepaid_low_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Season-pass notices still unsent move to the notification outbox (their text as rendered then) before the old table goes.
INSERT INTO "notification_outbox" ("kind", "event_key", "member_id", "phone", "vars", "channel", "status", "rendered_text", "created_at")
SELECT CASE s."kind"
    WHEN 'ASSIGNED' THEN 'season_pass_assigned' WHEN 'WAITLISTED' THEN 'season_pass_waitlisted'
    WHEN 'APPLIED' THEN 'season_pass_applied' WHEN 'OFFERED' THEN 'season_pass_offered'
    WHEN 'REMINDER' THEN 'season_pass_payment_deadline' WHEN 'CANCELLED_DEADLINE' THEN 'season_pass_cancelled_deadline'
    WHEN 'CANCELLED_MEMBER' THEN 'season_pass_cancelled_member' WHEN 'CANCELLED_ADMIN' THEN 'season_pass_cancelled_admin'
    WHEN 'PAID' THEN 'season_pass_paid' WHEN 'NOT_DRAWN' THEN 'season_pass_not_drawn'
    WHEN 'CAR_CONFIRMED' THEN 'season_pass_car_confirmed' ELSE 'season_pass_car_rejected' END,
  'legacy:' || s."id", a."emp_esntl_id", regexp_replace(s."rcv_addr", '[^0-9]', '', 'g'), '{}'::jsonb, 'sms', 'queued', s."text", s."created_at"
FROM "season_pass_sms" s LEFT JOIN "season_pass_applications" a ON a."period_id" = s."period_id"
WHERE s."sent_at" IS NULL AND s."attempts" < 5;--> statement-breakpoint
DROP TABLE "season_pass_sms" CASCADE;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_member_id_members_emp_esntl_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("emp_esntl_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_kind_event_uq" ON "notification_outbox" USING btree ("kind","event_key");--> statement-breakpoint
CREATE INDEX "notification_outbox_due_idx" ON "notification_outbox" USING btree ("status","not_before");--> statement-breakpoint
CREATE INDEX "notification_outbox_member_idx" ON "notification_outbox" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "notification_outbox_created_idx" ON "notification_outbox" USING btree ("created_at");