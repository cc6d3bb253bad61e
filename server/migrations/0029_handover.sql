CREATE TABLE "absences" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"reported_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pickup_passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"name" text NOT NULL,
	"relationship" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"id_last4" text DEFAULT '' NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"issued_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pickup_people" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"phone" text NOT NULL,
	"id_last4" text DEFAULT '' NOT NULL,
	"photo_file_id" integer,
	"added_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pickup_restrictions" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"document_file_id" integer,
	"recorded_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"lifted_at" timestamp with time zone,
	"lifted_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "check_out_guardian_user_id" integer;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "check_out_pickup_person_id" integer;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "check_out_pass_id" integer;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "check_out_id_checked" boolean;--> statement-breakpoint
ALTER TABLE "attendance" ADD COLUMN "check_out_approved_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absences" ADD CONSTRAINT "absences_reported_by_user_id_users_id_fk" FOREIGN KEY ("reported_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_passes" ADD CONSTRAINT "pickup_passes_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_passes" ADD CONSTRAINT "pickup_passes_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_people" ADD CONSTRAINT "pickup_people_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_people" ADD CONSTRAINT "pickup_people_photo_file_id_stored_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_people" ADD CONSTRAINT "pickup_people_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_restrictions" ADD CONSTRAINT "pickup_restrictions_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_restrictions" ADD CONSTRAINT "pickup_restrictions_document_file_id_stored_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_restrictions" ADD CONSTRAINT "pickup_restrictions_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_restrictions" ADD CONSTRAINT "pickup_restrictions_lifted_by_user_id_users_id_fk" FOREIGN KEY ("lifted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "absences_child_date" ON "absences" USING btree ("child_id","date") WHERE withdrawn_at is null;--> statement-breakpoint
CREATE INDEX "absences_date_idx" ON "absences" USING btree ("date");--> statement-breakpoint
CREATE INDEX "pickup_passes_child_idx" ON "pickup_passes" USING btree ("child_id","to_date");--> statement-breakpoint
CREATE INDEX "pickup_people_child_idx" ON "pickup_people" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "pickup_restrictions_child_idx" ON "pickup_restrictions" USING btree ("child_id");--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_check_out_guardian_user_id_users_id_fk" FOREIGN KEY ("check_out_guardian_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_check_out_pickup_person_id_pickup_people_id_fk" FOREIGN KEY ("check_out_pickup_person_id") REFERENCES "public"."pickup_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_check_out_pass_id_pickup_passes_id_fk" FOREIGN KEY ("check_out_pass_id") REFERENCES "public"."pickup_passes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_check_out_approved_by_user_id_users_id_fk" FOREIGN KEY ("check_out_approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;