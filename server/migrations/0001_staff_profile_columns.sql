-- 0000_init was edited after it landed to add these two columns, so a data folder made by the
-- first release lacks them while one made since has them. Adding them only where missing
-- brings both to the same schema (0000_init is back to its first landed text).
ALTER TABLE "staff" ADD COLUMN IF NOT EXISTS "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN IF NOT EXISTS "bio" text DEFAULT '' NOT NULL;
