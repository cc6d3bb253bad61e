CREATE TABLE "throttle_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trusted_devices" (
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trusted_devices_token_hash_user_id_pk" PRIMARY KEY("token_hash","user_id")
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The demo seed gave every account one shared hash of the published password: those still
-- holding it, and the four documented demo addresses, are demo accounts.
UPDATE "users" SET "is_demo" = true
WHERE lower("email") IN ('director@example.com', 'teacher@example.com', 'parent@example.com', 'parent2@example.com')
   OR "password_hash" = (SELECT "password_hash" FROM "users" WHERE lower("email") = 'director@example.com' LIMIT 1);--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "recorded_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "check_out_recorded_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD COLUMN "recorded_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "recorded_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "parent_invitations" ADD COLUMN "replaces_invitation_id" integer;--> statement-breakpoint
ALTER TABLE "trusted_devices" ADD CONSTRAINT "trusted_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "throttle_counters_window_idx" ON "throttle_counters" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "trusted_devices_user_idx" ON "trusted_devices" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_check_out_recorded_by_user_id_users_id_fk" FOREIGN KEY ("check_out_recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD CONSTRAINT "daily_reports_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_invitations" ADD CONSTRAINT "parent_invitations_replaces_invitation_id_parent_invitations_id_fk" FOREIGN KEY ("replaces_invitation_id") REFERENCES "public"."parent_invitations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Before the e-mail became unique, parallel "Add Staff Member" requests could save one person
-- several times. Of the current staff sharing an e-mail, the one with a sign-in account (else
-- the first saved) stays; the copies are removed the way a director removes staff (history kept).
UPDATE "staff" AS s SET "removed_at" = now(), "is_on_duty" = false
WHERE s."removed_at" IS NULL AND s."user_id" IS NULL AND EXISTS (
  SELECT 1 FROM "staff" AS o
  WHERE o."removed_at" IS NULL AND o."id" <> s."id" AND lower(o."email") = lower(s."email")
    AND (o."user_id" IS NOT NULL OR o."id" < s."id")
);--> statement-breakpoint
CREATE UNIQUE INDEX "staff_email_current_unique" ON "staff" USING btree (lower("email")) WHERE "staff"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "parent_invitations_replaces_unique" ON "parent_invitations" USING btree ("replaces_invitation_id");