CREATE TABLE "pii_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" text NOT NULL,
	"staff_role" text NOT NULL,
	"ip" text NOT NULL,
	"subject_id" text,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE INDEX "pii_access_log_at_idx" ON "pii_access_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "pii_access_log_subject_idx" ON "pii_access_log" USING btree ("subject_id","at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION pii_access_log_append_only() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD.at < now() - interval '2 years' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'pii_access_log is append-only (records are kept at least 2 years)';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER pii_access_log_append_only BEFORE UPDATE OR DELETE ON "pii_access_log"
  FOR EACH ROW EXECUTE FUNCTION pii_access_log_append_only();
