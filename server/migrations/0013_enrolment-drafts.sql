ALTER TABLE "children" ADD COLUMN "enrolment_completed_at" timestamp with time zone;--> statement-breakpoint
-- Children whose five consent forms are all on record were enrolled: from their last form
-- (or their creation, if earlier records lack the time). The others stay drafts.
UPDATE "children" SET "enrolment_completed_at" = coalesce(
  (SELECT max(ec."confirmed_at") FROM "enrolment_consents" ec WHERE ec."child_id" = "children"."id"),
  "children"."created_at")
WHERE (SELECT count(DISTINCT ec."form") FROM "enrolment_consents" ec WHERE ec."child_id" = "children"."id") >= 5;
