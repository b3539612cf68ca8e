CREATE TABLE "bank_transfer_invoices" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"buyer" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_entities" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"organisation_name" text NOT NULL,
	"inn" text NOT NULL,
	"legal_address" text NOT NULL,
	"bank_name" text NOT NULL,
	"bic" text NOT NULL,
	"bank_account" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offline_payments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"recorded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offline_payments_amount_non_negative" CHECK ("offline_payments"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bank_transfer_invoices" ADD CONSTRAINT "bank_transfer_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_payments" ADD CONSTRAINT "offline_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_payments" ADD CONSTRAINT "offline_payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;