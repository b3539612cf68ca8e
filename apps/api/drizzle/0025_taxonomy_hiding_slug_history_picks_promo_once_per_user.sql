CREATE TABLE "category_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_recommended_idx";--> statement-breakpoint
DROP INDEX "promo_redemptions_once_per_user_idx";--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "recommended_position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "once_per_user" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD COLUMN "once_per_user" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "category_slug_history" ADD CONSTRAINT "category_slug_history_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_redemptions_user_idx" ON "promo_redemptions" USING btree ("promo_code_id","user_id");--> statement-breakpoint
CREATE INDEX "products_recommended_idx" ON "products" USING btree ("recommended_position","in_stock" DESC NULLS FIRST,"sales_count" DESC NULLS FIRST,"id") WHERE "products"."is_recommended" and "products"."published";--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_once_per_user_idx" ON "promo_redemptions" USING btree ("promo_code_id","user_id") WHERE "promo_redemptions"."released_at" is null and "promo_redemptions"."once_per_user";