CREATE TABLE "gallery_photo_children" (
	"photo_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	CONSTRAINT "gallery_photo_children_photo_id_child_id_pk" PRIMARY KEY("photo_id","child_id")
);
--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "file_path" text NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "width" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_photos" ADD COLUMN "height" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD COLUMN "file_path" text NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_photo_children" ADD CONSTRAINT "gallery_photo_children_photo_id_gallery_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."gallery_photos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gallery_photo_children" ADD CONSTRAINT "gallery_photo_children_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gallery_photo_children_child_idx" ON "gallery_photo_children" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "gallery_order_idx" ON "gallery_photos" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gallery_file_path_unique" ON "gallery_photos" USING btree ("file_path");--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_file_path_unique" ON "tax_documents" USING btree ("file_path");--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_global_has_no_parent" CHECK (not ("tax_documents"."is_global" and "tax_documents"."parent_id" is not null));