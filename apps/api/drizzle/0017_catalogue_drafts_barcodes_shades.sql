ALTER TABLE "products" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "variations" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "variations" ADD COLUMN "color_hex" text;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_barcode_unique" UNIQUE("barcode");--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_color_hex_format" CHECK ("variations"."color_hex" is null or "variations"."color_hex" ~ '^#[0-9a-f]{6}$');