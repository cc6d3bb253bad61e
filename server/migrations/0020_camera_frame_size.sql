ALTER TABLE "cameras" ADD COLUMN "frame_width" integer;--> statement-breakpoint
ALTER TABLE "cameras" ADD COLUMN "frame_height" integer;