CREATE TABLE "catalog_changes" (
	"transaction_id" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_version" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL,
	CONSTRAINT "catalog_version_one_row" CHECK ("catalog_version"."one")
);
