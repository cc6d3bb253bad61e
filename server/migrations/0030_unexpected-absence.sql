CREATE TABLE "unexpected_absence_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"date" date NOT NULL,
	"alerted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "centre_settings" ADD COLUMN "absence_alert_time" text DEFAULT '09:30' NOT NULL;--> statement-breakpoint
ALTER TABLE "unexpected_absence_alerts" ADD CONSTRAINT "unexpected_absence_alerts_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unexpected_absence_alerts_child_date" ON "unexpected_absence_alerts" USING btree ("child_id","date");