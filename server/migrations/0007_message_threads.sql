CREATE TABLE "message_receipts" (
	"message_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"thread_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"acknowledged_at" timestamp with time zone,
	CONSTRAINT "message_receipts_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "message_thread_parents" (
	"thread_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "message_thread_parents_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_receiver_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "messages_receiver_idx";--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "priority" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "started_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "message_receipts" ADD CONSTRAINT "message_receipts_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_receipts" ADD CONSTRAINT "message_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_thread_parents" ADD CONSTRAINT "message_thread_parents_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_thread_parents" ADD CONSTRAINT "message_thread_parents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_receipts_unread_idx" ON "message_receipts" USING btree ("user_id","thread_id") WHERE "message_receipts"."read_at" is null;--> statement-breakpoint
CREATE INDEX "message_thread_parents_user_idx" ON "message_thread_parents" USING btree ("user_id","thread_id");--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_threads_activity_idx" ON "message_threads" USING btree ("last_activity" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_id","id");--> statement-breakpoint
-- Data: every earlier message joins a thread, its parents become the thread's parents, and its
-- receiver keeps their read state as a receipt, before the per-message receiver columns go.
WITH "orphan" AS (SELECT "id", "sender_id", "receiver_id", "child_id", "subject", "priority", "created_at" FROM "messages" WHERE "thread_id" IS NULL),
"made" AS (INSERT INTO "message_threads" ("participants", "child_id", "subject", "priority", "created_at", "last_message_id", "last_activity")
  SELECT jsonb_build_array("sender_id", "receiver_id"), "child_id", "subject", "priority", "created_at", "id", "created_at" FROM "orphan"
  RETURNING "id", "last_message_id")
UPDATE "messages" SET "thread_id" = "made"."id" FROM "made" WHERE "messages"."id" = "made"."last_message_id";--> statement-breakpoint
UPDATE "message_threads" SET "priority" = "first"."priority", "created_at" = "first"."created_at", "started_by_user_id" = "first"."sender_id"
  FROM (SELECT DISTINCT ON ("thread_id") "thread_id", "priority", "created_at", "sender_id" FROM "messages" ORDER BY "thread_id", "id") AS "first"
  WHERE "first"."thread_id" = "message_threads"."id";--> statement-breakpoint
INSERT INTO "message_thread_parents" ("thread_id", "user_id")
  SELECT DISTINCT "m"."thread_id", "u"."id" FROM "messages" "m" JOIN "users" "u" ON "u"."id" IN ("m"."sender_id", "m"."receiver_id")
  WHERE "u"."role" = 'parent' ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "message_receipts" ("message_id", "user_id", "thread_id", "read_at")
  SELECT "id", "receiver_id", "thread_id", CASE WHEN "is_read" THEN coalesce("read_at", "created_at") END FROM "messages";--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "receiver_id";--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "receiver_type";--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "is_read";--> statement-breakpoint
ALTER TABLE "messages" DROP COLUMN "read_at";