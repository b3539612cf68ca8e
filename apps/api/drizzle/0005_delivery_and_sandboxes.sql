CREATE TABLE "sandbox_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"customer" text NOT NULL,
	"merchant_id" text NOT NULL,
	"order_id" text NOT NULL,
	"amount" text NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"result_url" text NOT NULL,
	"success_url" text NOT NULL,
	"failure_url" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"params" jsonb NOT NULL,
	"callback" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payments_status_valid" CHECK ("sandbox_payments"."status" in ('pending', 'paid', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_uds_customers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_uds_customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1099576000001 CACHE 1),
	"uid" text NOT NULL,
	"display_name" text NOT NULL,
	"phone" text,
	"points_tyiyn" bigint DEFAULT 0 NOT NULL,
	"max_scores_discount" integer DEFAULT 50 NOT NULL,
	"payment_code" text NOT NULL,
	"payment_code_expires_at" timestamp with time zone,
	"blocked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_uds_customers_uid_unique" UNIQUE("uid"),
	CONSTRAINT "sandbox_uds_customers_payment_code_unique" UNIQUE("payment_code"),
	CONSTRAINT "sandbox_uds_customers_points_non_negative" CHECK ("sandbox_uds_customers"."points_tyiyn" >= 0),
	CONSTRAINT "sandbox_uds_customers_max_discount_range" CHECK ("sandbox_uds_customers"."max_scores_discount" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "sandbox_uds_long_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"customer_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_uds_operations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_uds_operations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000000001 CACHE 1),
	"nonce" text,
	"customer_id" bigint NOT NULL,
	"state" text NOT NULL,
	"total_tyiyn" bigint NOT NULL,
	"cash_tyiyn" bigint NOT NULL,
	"points_tyiyn" bigint NOT NULL,
	"receipt_number" text,
	"cashier_name" text,
	"origin_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_city_code" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_city" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_shop_id" text;--> statement-breakpoint
ALTER TABLE "sandbox_uds_long_codes" ADD CONSTRAINT "sandbox_uds_long_codes_customer_id_sandbox_uds_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_uds_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_uds_operations" ADD CONSTRAINT "sandbox_uds_operations_customer_id_sandbox_uds_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."sandbox_uds_customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_uds_operations" ADD CONSTRAINT "sandbox_uds_operations_origin_id_sandbox_uds_operations_id_fk" FOREIGN KEY ("origin_id") REFERENCES "public"."sandbox_uds_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_payment_id_idx" ON "sandbox_payments" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payments_customer_idx" ON "sandbox_payments" USING btree ("customer");--> statement-breakpoint
CREATE INDEX "sandbox_uds_long_codes_customer_idx" ON "sandbox_uds_long_codes" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_uds_operations_nonce_idx" ON "sandbox_uds_operations" USING btree ("nonce");--> statement-breakpoint
CREATE INDEX "sandbox_uds_operations_origin_idx" ON "sandbox_uds_operations" USING btree ("origin_id");--> statement-breakpoint
CREATE INDEX "sandbox_uds_operations_created_idx" ON "sandbox_uds_operations" USING btree ("created_at");