CREATE TABLE "staff_duty_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"room" text,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "staff_duty_periods" ADD CONSTRAINT "staff_duty_periods_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_duty_periods_open" ON "staff_duty_periods" USING btree ("staff_id") WHERE "staff_duty_periods"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "staff_duty_periods_started_idx" ON "staff_duty_periods" USING btree ("started_at");--> statement-breakpoint
-- Whoever is on duty when this lands has been on duty since now, as far as anyone can tell.
INSERT INTO "staff_duty_periods" ("staff_id", "room", "started_at")
SELECT "id", "room", now() FROM "staff" WHERE "is_on_duty" AND "removed_at" IS NULL;
