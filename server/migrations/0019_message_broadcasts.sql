CREATE TABLE "message_broadcasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipients" text,
	"room_id" integer,
	"subject" text NOT NULL,
	"content" text NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"started_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "broadcast_id" integer;--> statement-breakpoint
ALTER TABLE "message_threads" ADD COLUMN "folded_in_broadcast" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "message_broadcasts" ADD CONSTRAINT "message_broadcasts_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_broadcasts" ADD CONSTRAINT "message_broadcasts_started_by_user_id_users_id_fk" FOREIGN KEY ("started_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_broadcasts_created_idx" ON "message_broadcasts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_broadcast_id_message_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."message_broadcasts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_threads_broadcast_idx" ON "message_threads" USING btree ("broadcast_id");--> statement-breakpoint
CREATE INDEX "message_threads_inbox_idx" ON "message_threads" USING btree ("last_activity" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE not "message_threads"."folded_in_broadcast";--> statement-breakpoint
-- Broadcasts sent before this table: the threads one staff account started at the same
-- instant with the same subject and priority and no child, more than one of them, were one
-- broadcast (one thread per family). Their room is not known: recipients stays null.
INSERT INTO "message_broadcasts" ("subject", "content", "priority", "started_by_user_id", "created_at")
SELECT t."subject",
  (SELECT m."content" FROM "messages" m WHERE m."thread_id" = min(t."id") ORDER BY m."id" LIMIT 1),
  t."priority", t."started_by_user_id", t."created_at"
FROM "message_threads" t
JOIN "users" u ON u."id" = t."started_by_user_id"
WHERE t."child_id" IS NULL AND u."role" <> 'parent'
GROUP BY t."subject", t."priority", t."started_by_user_id", t."created_at"
HAVING count(*) > 1
ORDER BY t."created_at", min(t."id");--> statement-breakpoint
UPDATE "message_threads" t SET "broadcast_id" = b."id"
FROM "message_broadcasts" b
WHERE t."child_id" IS NULL
  AND t."subject" = b."subject"
  AND t."priority" = b."priority"
  AND t."started_by_user_id" = b."started_by_user_id"
  AND t."created_at" = b."created_at";--> statement-breakpoint
-- Their family threads with the broadcast's message only are folded into it.
UPDATE "message_threads" t SET "folded_in_broadcast" = true
WHERE t."broadcast_id" IS NOT NULL
  AND (SELECT count(*) FROM "messages" m WHERE m."thread_id" = t."id") = 1;
