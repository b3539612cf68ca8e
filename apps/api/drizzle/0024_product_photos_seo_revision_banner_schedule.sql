CREATE TABLE "images" (
	"hash" text PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"placeholder" text NOT NULL,
	"source_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"image_hash" text NOT NULL,
	"alt_ru" text DEFAULT '' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	"alt_ky" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_recommended_idx";--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "image_hash_ru" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "image_hash_en" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "image_hash_ky" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_details" ADD COLUMN "seo_title_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_details" ADD COLUMN "seo_title_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_details" ADD COLUMN "seo_title_ky" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_details" ADD COLUMN "seo_description_ru" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_details" ADD COLUMN "seo_description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_details" ADD COLUMN "seo_description_ky" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_image_hash_images_hash_fk" FOREIGN KEY ("image_hash") REFERENCES "public"."images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_images_variation_idx" ON "product_images" USING btree ("variation_id");--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_image_hash_ru_images_hash_fk" FOREIGN KEY ("image_hash_ru") REFERENCES "public"."images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_image_hash_en_images_hash_fk" FOREIGN KEY ("image_hash_en") REFERENCES "public"."images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_image_hash_ky_images_hash_fk" FOREIGN KEY ("image_hash_ky") REFERENCES "public"."images"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_recommended_idx" ON "products" USING btree ("in_stock" DESC NULLS FIRST,"sales_count" DESC NULLS FIRST,"id") WHERE "products"."is_recommended" and "products"."published";