DROP INDEX "rooms_name_unique";--> statement-breakpoint
ALTER TABLE "centre_settings" ADD COLUMN "logo_file_id" integer;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "age_from_months" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "age_to_months" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "centre_settings" ADD CONSTRAINT "centre_settings_logo_file_id_stored_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_name_ci_unique" ON "rooms" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_filter_key_unique" ON "rooms" USING btree ("filter_key");--> statement-breakpoint
-- hand-written: the spec's four rooms get their age ranges (months; the defaults of a new centre)
UPDATE "rooms" SET "age_from_months" = 0, "age_to_months" = 12 WHERE "filter_key" = 'infants';--> statement-breakpoint
UPDATE "rooms" SET "age_from_months" = 12, "age_to_months" = 36 WHERE "filter_key" = 'toddlers';--> statement-breakpoint
UPDATE "rooms" SET "age_from_months" = 36, "age_to_months" = 48 WHERE "filter_key" = 'preschool';--> statement-breakpoint
UPDATE "rooms" SET "age_from_months" = 48, "age_to_months" = 60 WHERE "filter_key" = 'pre-k';
