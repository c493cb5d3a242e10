CREATE TABLE "reduction_claims" (
	"token" text PRIMARY KEY NOT NULL,
	"car_no" text NOT NULL,
	"discount_cds" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reduction_claims_expires_idx" ON "reduction_claims" USING btree ("expires_at");