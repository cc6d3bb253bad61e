ALTER TABLE "room_log_entries" ADD COLUMN "photo_id" integer;--> statement-breakpoint
ALTER TABLE "room_log_settings" ADD COLUMN "auto_send_at" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "room_log_settings" ADD COLUMN "activities" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "room_log_settings" ADD COLUMN "updated_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "room_log_entries" ADD CONSTRAINT "room_log_entries_photo_id_gallery_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."gallery_photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_log_settings" ADD CONSTRAINT "room_log_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;