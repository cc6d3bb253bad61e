ALTER TABLE "centre_settings" ADD COLUMN "setup_completed_at" timestamp with time zone;--> statement-breakpoint
-- hand-written: a centre that ran before the first-start set-up existed is set up already
UPDATE "centre_settings" SET "setup_completed_at" = "updated_at";
