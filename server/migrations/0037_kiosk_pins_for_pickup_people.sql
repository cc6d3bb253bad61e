ALTER TABLE "kiosk_visits" ALTER COLUMN "guardian_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "pickup_people" ADD COLUMN "kiosk_pin_hash" text;--> statement-breakpoint
ALTER TABLE "pickup_people" ADD COLUMN "kiosk_pin_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pickup_people" ADD COLUMN "kiosk_pin_issued_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "kiosk_visits" ADD COLUMN "pickup_person_id" integer;--> statement-breakpoint
ALTER TABLE "pickup_people" ADD CONSTRAINT "pickup_people_kiosk_pin_issued_by_user_id_users_id_fk" FOREIGN KEY ("kiosk_pin_issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_visits" ADD CONSTRAINT "kiosk_visits_pickup_person_id_pickup_people_id_fk" FOREIGN KEY ("pickup_person_id") REFERENCES "public"."pickup_people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- hand-written: a visit is a guardian's or a pick-up person's, never both nor neither.
ALTER TABLE "kiosk_visits" ADD CONSTRAINT "kiosk_visits_one_signer" CHECK (("guardian_user_id" IS NULL) <> ("pickup_person_id" IS NULL));
