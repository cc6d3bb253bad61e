ALTER TABLE "camera_viewing_sessions" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "test_pattern" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "last_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "camera_sessions_log_idx" ON "camera_viewing_sessions" USING btree ("started_at","id");--> statement-breakpoint
CREATE INDEX "camera_sessions_camera_log_idx" ON "camera_viewing_sessions" USING btree ("camera_id","started_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "camera_sessions_live_unique" ON "camera_viewing_sessions" USING btree ("camera_id","user_id") WHERE "camera_viewing_sessions"."ended_at" is null;