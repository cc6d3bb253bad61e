CREATE TABLE "guardian_pins" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosk_code_uses" (
	"guardian_user_id" integer NOT NULL,
	"step" integer NOT NULL,
	"kiosk_id" integer NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	CONSTRAINT "kiosk_code_uses_guardian_user_id_step_pk" PRIMARY KEY("guardian_user_id","step")
);
--> statement-breakpoint
CREATE TABLE "kiosk_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"paired_by_user_id" integer NOT NULL,
	"paired_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"user_agent" text,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" integer,
	CONSTRAINT "kiosk_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "kiosk_visits" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kiosk_id" integer NOT NULL,
	"guardian_user_id" integer NOT NULL,
	"method" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "check_in_method" text;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "check_out_method" text;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "check_in_kiosk_id" integer;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "check_out_kiosk_id" integer;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "check_in_signature_file_id" integer;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "check_out_signature_file_id" integer;--> statement-breakpoint
ALTER TABLE "guardian_pins" ADD CONSTRAINT "guardian_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_code_uses" ADD CONSTRAINT "kiosk_code_uses_guardian_user_id_users_id_fk" FOREIGN KEY ("guardian_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_code_uses" ADD CONSTRAINT "kiosk_code_uses_kiosk_id_kiosk_devices_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosk_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_paired_by_user_id_users_id_fk" FOREIGN KEY ("paired_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_visits" ADD CONSTRAINT "kiosk_visits_kiosk_id_kiosk_devices_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosk_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_visits" ADD CONSTRAINT "kiosk_visits_guardian_user_id_users_id_fk" FOREIGN KEY ("guardian_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosk_code_uses_at_idx" ON "kiosk_code_uses" USING btree ("used_at");--> statement-breakpoint
CREATE INDEX "kiosk_visits_expires_idx" ON "kiosk_visits" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_check_in_kiosk_id_kiosk_devices_id_fk" FOREIGN KEY ("check_in_kiosk_id") REFERENCES "public"."kiosk_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_check_out_kiosk_id_kiosk_devices_id_fk" FOREIGN KEY ("check_out_kiosk_id") REFERENCES "public"."kiosk_devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_check_in_signature_file_id_stored_files_id_fk" FOREIGN KEY ("check_in_signature_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_check_out_signature_file_id_stored_files_id_fk" FOREIGN KEY ("check_out_signature_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;