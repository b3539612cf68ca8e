CREATE TABLE "sales_days" (
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"orders" integer NOT NULL,
	"units" integer NOT NULL,
	"revenue" double precision NOT NULL,
	"promo" double precision NOT NULL,
	"points" double precision NOT NULL,
	"refunds" double precision NOT NULL,
	"returns" double precision NOT NULL,
	"returned_units" integer NOT NULL,
	"cost" double precision NOT NULL,
	"unknown_cost" double precision NOT NULL,
	CONSTRAINT "sales_days_dimension_day_key_pk" PRIMARY KEY("dimension","day","key")
);
--> statement-breakpoint
CREATE TABLE "sales_facts" (
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"day" date NOT NULL,
	"sale" boolean NOT NULL,
	"counts_order" boolean NOT NULL,
	"counts_product" boolean NOT NULL,
	"counts_variation" boolean NOT NULL,
	"counts_brand" boolean NOT NULL,
	"counts_category" boolean NOT NULL,
	"product_id" integer NOT NULL,
	"variation_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"location_id" integer,
	"channel" text NOT NULL,
	"payment_method" text NOT NULL,
	"customer_type" text NOT NULL,
	"units" integer NOT NULL,
	"revenue" double precision NOT NULL,
	"promo" double precision NOT NULL,
	"points" double precision NOT NULL,
	"refunds" double precision NOT NULL,
	"returns" double precision NOT NULL,
	"returned_units" integer NOT NULL,
	"cost" double precision NOT NULL,
	"unknown_cost" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_months" (
	"dimension" text NOT NULL,
	"month" date NOT NULL,
	"key" text NOT NULL,
	"orders" integer NOT NULL,
	"units" integer NOT NULL,
	"revenue" double precision NOT NULL,
	"promo" double precision NOT NULL,
	"points" double precision NOT NULL,
	"refunds" double precision NOT NULL,
	"returns" double precision NOT NULL,
	"returned_units" integer NOT NULL,
	"cost" double precision NOT NULL,
	"unknown_cost" double precision NOT NULL,
	CONSTRAINT "sales_months_dimension_month_key_pk" PRIMARY KEY("dimension","month","key")
);
--> statement-breakpoint
CREATE INDEX "sales_facts_order_idx" ON "sales_facts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sales_facts_product_idx" ON "sales_facts" USING btree ("product_id");