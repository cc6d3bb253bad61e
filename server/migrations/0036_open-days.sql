CREATE TABLE "centre_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "centre_closures_order" CHECK ("centre_closures"."end_date" >= "centre_closures"."start_date")
);
--> statement-breakpoint
ALTER TABLE "centre_settings" ADD COLUMN "open_weekdays" integer[] DEFAULT '{1,2,3,4,5}'::integer[] NOT NULL;--> statement-breakpoint
-- hand-written: two closures never share a day (a range overlapping another answers 409)
ALTER TABLE "centre_closures" ADD CONSTRAINT "centre_closures_no_overlap" EXCLUDE USING gist (daterange("start_date", "end_date", '[]') WITH &&);
