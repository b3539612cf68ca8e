CREATE TABLE "uds_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"nonce" uuid DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"customer_uid" text NOT NULL,
	"points" integer NOT NULL,
	"goods_tyiyn" integer NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"operation_id" bigint,
	"refund_operation_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uds_holds_points_positive" CHECK ("uds_holds"."points" > 0),
	CONSTRAINT "uds_holds_state_valid" CHECK ("uds_holds"."state" in ('pending', 'spent', 'refused', 'releasing', 'released'))
);
--> statement-breakpoint
ALTER TABLE "sandbox_payments" DROP CONSTRAINT "sandbox_payments_status_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "uds_customer_uid" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "settled_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uds_holds" ADD CONSTRAINT "uds_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "uds_holds_nonce_idx" ON "uds_holds" USING btree ("nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "uds_holds_active_idx" ON "uds_holds" USING btree ("order_id") WHERE "uds_holds"."state" in ('pending', 'spent');--> statement-breakpoint
CREATE INDEX "uds_holds_order_idx" ON "uds_holds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "uds_nonce";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "uds_state";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "uds_operation_id";--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD CONSTRAINT "sandbox_payments_status_valid" CHECK ("sandbox_payments"."status" in ('pending', 'paid', 'declined', 'revoked'));