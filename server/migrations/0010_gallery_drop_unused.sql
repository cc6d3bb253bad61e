DROP INDEX "gallery_created_idx";--> statement-breakpoint
ALTER TABLE "gallery_photos" DROP COLUMN "display_key";--> statement-breakpoint
ALTER TABLE "gallery_photos" DROP COLUMN "deleted_at";--> statement-breakpoint
ALTER TABLE "tax_documents" DROP COLUMN "deleted_at";