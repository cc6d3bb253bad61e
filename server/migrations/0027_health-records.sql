CREATE TABLE "child_health_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"severity" text NOT NULL,
	"reaction" text DEFAULT '' NOT NULL,
	"action" text DEFAULT '' NOT NULL,
	"emergency_medication" text DEFAULT '' NOT NULL,
	"medication_location" text DEFAULT '' NOT NULL,
	"created_by_user_id" integer,
	"updated_by_user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "child_health_conditions_kind" CHECK ("child_health_conditions"."kind" in ('allergy', 'condition')),
	CONSTRAINT "child_health_conditions_severity" CHECK ("child_health_conditions"."severity" in ('mild', 'moderate', 'severe'))
);
--> statement-breakpoint
CREATE TABLE "medication_authorisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"name" text NOT NULL,
	"dose_amount" double precision NOT NULL,
	"dose_unit" text NOT NULL,
	"route" text NOT NULL,
	"schedule" text NOT NULL,
	"times" text[] DEFAULT '{}'::text[] NOT NULL,
	"as_needed_condition" text DEFAULT '' NOT NULL,
	"max_doses_per_day" integer NOT NULL,
	"min_hours_between" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"prescriber" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"label_file_id" integer,
	"authorised_by_user_id" integer NOT NULL,
	"signature_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"accepted_by_user_id" integer,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "medication_authorisations_dates" CHECK ("medication_authorisations"."end_date" >= "medication_authorisations"."start_date"),
	CONSTRAINT "medication_authorisations_schedule" CHECK ("medication_authorisations"."schedule" in ('times', 'asNeeded')),
	CONSTRAINT "medication_authorisations_dose" CHECK ("medication_authorisations"."dose_amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "medication_doses" (
	"id" serial PRIMARY KEY NOT NULL,
	"medication_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"amount" double precision NOT NULL,
	"given_by_staff_id" integer,
	"witness_staff_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"not_given" boolean DEFAULT false NOT NULL,
	"corrects_dose_id" integer,
	"correction_reason" text DEFAULT '' NOT NULL,
	"recorded_by_user_id" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "child_health_conditions" ADD CONSTRAINT "child_health_conditions_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_health_conditions" ADD CONSTRAINT "child_health_conditions_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_health_conditions" ADD CONSTRAINT "child_health_conditions_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_authorisations" ADD CONSTRAINT "medication_authorisations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_authorisations" ADD CONSTRAINT "medication_authorisations_label_file_id_stored_files_id_fk" FOREIGN KEY ("label_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_authorisations" ADD CONSTRAINT "medication_authorisations_authorised_by_user_id_users_id_fk" FOREIGN KEY ("authorised_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_authorisations" ADD CONSTRAINT "medication_authorisations_accepted_by_user_id_users_id_fk" FOREIGN KEY ("accepted_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_medication_id_medication_authorisations_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medication_authorisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_given_by_staff_id_staff_id_fk" FOREIGN KEY ("given_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_witness_staff_id_staff_id_fk" FOREIGN KEY ("witness_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_corrects_dose_id_medication_doses_id_fk" FOREIGN KEY ("corrects_dose_id") REFERENCES "public"."medication_doses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_health_conditions_child_idx" ON "child_health_conditions" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "medication_authorisations_child_idx" ON "medication_authorisations" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "medication_doses_medication_idx" ON "medication_doses" USING btree ("medication_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "medication_doses_corrects_unique" ON "medication_doses" USING btree ("corrects_dose_id");--> statement-breakpoint
-- hand-written: the dose log is append-only (decision 066): a correction is a new entry.
CREATE FUNCTION "medication_doses_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'medication doses are append-only: correct an entry with a new one';
END $$;--> statement-breakpoint
CREATE TRIGGER "medication_doses_append_only" BEFORE UPDATE OR DELETE ON "medication_doses" FOR EACH ROW EXECUTE FUNCTION "medication_doses_refuse_change"();
