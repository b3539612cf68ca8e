CREATE TABLE "facet_count_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facet_totals" (
	"in_stock_only" boolean NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"products" integer NOT NULL,
	"min_price" integer NOT NULL,
	"max_price" integer NOT NULL,
	CONSTRAINT "facet_totals_in_stock_only_category_id_brand_id_pk" PRIMARY KEY("in_stock_only","category_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "facet_value_counts" (
	"in_stock_only" boolean NOT NULL,
	"category_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"property_value_id" integer NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "facet_value_counts_in_stock_only_category_id_brand_id_property_value_id_pk" PRIMARY KEY("in_stock_only","category_id","brand_id","property_value_id")
);
