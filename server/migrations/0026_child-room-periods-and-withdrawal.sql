CREATE TABLE "child_room_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"from_date" date NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "child_withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"last_day" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"returned_on" date,
	"recorded_by_user_id" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "child_withdrawals_return_after" CHECK ("child_withdrawals"."returned_on" is null or "child_withdrawals"."returned_on" > "child_withdrawals"."last_day")
);
--> statement-breakpoint
ALTER TABLE "child_room_periods" ADD CONSTRAINT "child_room_periods_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_room_periods" ADD CONSTRAINT "child_room_periods_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_room_periods" ADD CONSTRAINT "child_room_periods_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_withdrawals" ADD CONSTRAINT "child_withdrawals_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_withdrawals" ADD CONSTRAINT "child_withdrawals_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "child_room_periods_child_from" ON "child_room_periods" USING btree ("child_id","from_date");--> statement-breakpoint
CREATE INDEX "child_withdrawals_child_idx" ON "child_withdrawals" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "child_withdrawals_one_open" ON "child_withdrawals" USING btree ("child_id") WHERE "child_withdrawals"."returned_on" is null;--> statement-breakpoint
-- hand-written: backfill (decision 061). Each child's room so far is one period from the centre's day they were saved; a child removed before this release is withdrawn, its last day the day before the removal (the day reports stopped counting it).
INSERT INTO "child_room_periods" ("child_id", "room_id", "from_date", "created_at")
SELECT c."id", c."room_id",
  (c."created_at" AT TIME ZONE coalesce((SELECT s."time_zone" FROM "centre_settings" s WHERE s."id" = 1), 'UTC'))::date,
  c."created_at"
FROM "children" c;
--> statement-breakpoint
INSERT INTO "child_withdrawals" ("child_id", "last_day", "reason", "recorded_at")
SELECT c."id",
  (c."removed_at" AT TIME ZONE coalesce((SELECT s."time_zone" FROM "centre_settings" s WHERE s."id" = 1), 'UTC'))::date - 1,
  '', c."removed_at"
FROM "children" c
WHERE c."removed_at" IS NOT NULL AND c."enrolment_completed_at" IS NOT NULL;
