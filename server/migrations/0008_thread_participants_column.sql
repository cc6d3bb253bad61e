CREATE INDEX "message_receipts_user_idx" ON "message_receipts" USING btree ("user_id","message_id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "message_threads" DROP COLUMN "participants";