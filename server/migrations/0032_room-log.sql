CREATE TABLE "room_day_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"date" date NOT NULL,
	"daily_report_id" integer,
	"reviewed_by_user_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_log_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"choice" text DEFAULT '' NOT NULL,
	"amount" numeric(6, 1),
	"unit" text DEFAULT '' NOT NULL,
	"corrects_entry_id" integer,
	"correction_reason" text DEFAULT '' NOT NULL,
	"recorded_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "room_log_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_action_id" text NOT NULL,
	"kind" text NOT NULL,
	"room_id" integer,
	"date" date NOT NULL,
	"happened_at" timestamp with time zone NOT NULL,
	"recorded_by_user_id" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "room_log_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"family_view" text DEFAULT 'reviewed' NOT NULL,
	"bottle_unit" text DEFAULT 'oz' NOT NULL,
	"infant_sheet_months" integer DEFAULT 18 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "room_day_reviews" ADD CONSTRAINT "room_day_reviews_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_day_reviews" ADD CONSTRAINT "room_day_reviews_daily_report_id_daily_reports_id_fk" FOREIGN KEY ("daily_report_id") REFERENCES "public"."daily_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_day_reviews" ADD CONSTRAINT "room_day_reviews_reviewed_by_user_id_users_id_fk" FOREIGN KEY ("reviewed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_log_entries" ADD CONSTRAINT "room_log_entries_group_id_room_log_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."room_log_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_log_entries" ADD CONSTRAINT "room_log_entries_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_log_entries" ADD CONSTRAINT "room_log_entries_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_log_groups" ADD CONSTRAINT "room_log_groups_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_log_groups" ADD CONSTRAINT "room_log_groups_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "room_day_reviews_child_date" ON "room_day_reviews" USING btree ("child_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "room_log_entries_group_child" ON "room_log_entries" USING btree ("group_id","child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_log_entries_corrects" ON "room_log_entries" USING btree ("corrects_entry_id") WHERE "room_log_entries"."undone_at" is null;--> statement-breakpoint
CREATE INDEX "room_log_entries_child_day" ON "room_log_entries" USING btree ("child_id","date","happened_at");--> statement-breakpoint
CREATE INDEX "room_log_entries_day" ON "room_log_entries" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "room_log_groups_client_action" ON "room_log_groups" USING btree ("client_action_id");