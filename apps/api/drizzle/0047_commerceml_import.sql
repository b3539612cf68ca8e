ALTER TABLE "catalog_imports" ADD COLUMN "source" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "mapping" jsonb;--> statement-breakpoint
ALTER TABLE "catalog_imports" ADD COLUMN "auto_start" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "variations" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_external_id_unique" UNIQUE("external_id");--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_external_id_unique" UNIQUE("external_id");