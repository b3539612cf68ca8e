ALTER TABLE "imported_photos" DROP CONSTRAINT "imported_photos_image_hash_images_hash_fk";
--> statement-breakpoint
ALTER TABLE "imported_photos" ALTER COLUMN "image_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "files_removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "imported_photos" ADD CONSTRAINT "imported_photos_image_hash_images_hash_fk" FOREIGN KEY ("image_hash") REFERENCES "public"."images"("hash") ON DELETE set null ON UPDATE no action;