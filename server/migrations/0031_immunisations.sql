CREATE TABLE "child_immunisation_exemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"vaccine" text,
	"kind" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"document_file_id" integer NOT NULL,
	"entered_by_user_id" integer,
	"entered_at" timestamp with time zone NOT NULL,
	"verified_by_user_id" integer,
	"verified_at" timestamp with time zone,
	CONSTRAINT "child_immunisation_exemptions_kind" CHECK ("child_immunisation_exemptions"."kind" in ('medical', 'personal'))
);
--> statement-breakpoint
CREATE TABLE "child_immunisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"child_id" integer NOT NULL,
	"vaccine" text NOT NULL,
	"dose_number" integer NOT NULL,
	"date_given" date NOT NULL,
	"entered_by_user_id" integer,
	"entered_at" timestamp with time zone NOT NULL,
	"verified_by_user_id" integer,
	"verified_at" timestamp with time zone,
	CONSTRAINT "child_immunisations_number" CHECK ("child_immunisations"."dose_number" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "immunisation_schedule_doses" (
	"id" serial PRIMARY KEY NOT NULL,
	"vaccine" text NOT NULL,
	"dose_number" integer NOT NULL,
	"due_age_months" integer NOT NULL,
	"grace_months" integer NOT NULL,
	CONSTRAINT "immunisation_schedule_doses_number" CHECK ("immunisation_schedule_doses"."dose_number" between 1 and 10),
	CONSTRAINT "immunisation_schedule_doses_age" CHECK ("immunisation_schedule_doses"."due_age_months" between 0 and 216),
	CONSTRAINT "immunisation_schedule_doses_grace" CHECK ("immunisation_schedule_doses"."grace_months" between 0 and 120)
);
--> statement-breakpoint
ALTER TABLE "child_immunisation_exemptions" ADD CONSTRAINT "child_immunisation_exemptions_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_immunisation_exemptions" ADD CONSTRAINT "child_immunisation_exemptions_document_file_id_stored_files_id_fk" FOREIGN KEY ("document_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_immunisation_exemptions" ADD CONSTRAINT "child_immunisation_exemptions_entered_by_user_id_users_id_fk" FOREIGN KEY ("entered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_immunisation_exemptions" ADD CONSTRAINT "child_immunisation_exemptions_verified_by_user_id_users_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_immunisations" ADD CONSTRAINT "child_immunisations_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_immunisations" ADD CONSTRAINT "child_immunisations_entered_by_user_id_users_id_fk" FOREIGN KEY ("entered_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "child_immunisations" ADD CONSTRAINT "child_immunisations_verified_by_user_id_users_id_fk" FOREIGN KEY ("verified_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_immunisation_exemptions_child_idx" ON "child_immunisation_exemptions" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "child_immunisations_dose_unique" ON "child_immunisations" USING btree ("child_id","vaccine","dose_number");--> statement-breakpoint
CREATE UNIQUE INDEX "immunisation_schedule_doses_unique" ON "immunisation_schedule_doses" USING btree ("vaccine","dose_number");--> statement-breakpoint
-- hand-written:
-- The default schedule (decision 066, "Immunisations"): the CDC's 2025 childhood schedule for
-- the vaccines a centre checks. Ages in months; grace runs to the end of the CDC's
-- recommended range (one month for a single age). Seeded once: a director's edits stay.
INSERT INTO "immunisation_schedule_doses" ("vaccine", "dose_number", "due_age_months", "grace_months") VALUES
	('hepB', 1, 0, 1), ('hepB', 2, 1, 2), ('hepB', 3, 6, 13),
	('dtap', 1, 2, 1), ('dtap', 2, 4, 1), ('dtap', 3, 6, 1), ('dtap', 4, 15, 4), ('dtap', 5, 48, 36),
	('hib', 1, 2, 1), ('hib', 2, 4, 1), ('hib', 3, 6, 1), ('hib', 4, 12, 4),
	('ipv', 1, 2, 1), ('ipv', 2, 4, 1), ('ipv', 3, 6, 13), ('ipv', 4, 48, 36),
	('pcv', 1, 2, 1), ('pcv', 2, 4, 1), ('pcv', 3, 6, 1), ('pcv', 4, 12, 4),
	('mmr', 1, 12, 4), ('mmr', 2, 48, 36),
	('varicella', 1, 12, 4), ('varicella', 2, 48, 36),
	('hepA', 1, 12, 12), ('hepA', 2, 18, 6),
	('influenza', 1, 6, 1), ('influenza', 2, 7, 1);
