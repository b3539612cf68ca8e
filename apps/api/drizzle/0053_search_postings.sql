CREATE TABLE "search_postings" (
	"term" text NOT NULL,
	"tier" smallint NOT NULL,
	"bucket" smallint NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "search_postings_term_tier_bucket_product_id_pk" PRIMARY KEY("term","tier","bucket","product_id")
);
