CREATE TABLE "exchange_order_exports" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"exported_version" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exchange_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" text DEFAULT 'running' NOT NULL,
	"reason" text,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"applied_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_orders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"orders_sent" integer DEFAULT 0 NOT NULL,
	"orders_confirmed" integer DEFAULT 0 NOT NULL,
	"statuses" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"login" text,
	"password_hash" text,
	"mapping" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_settings_one_row" CHECK ("exchange_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "exchange_order_exports" ADD CONSTRAINT "exchange_order_exports_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exchange_runs_token_idx" ON "exchange_runs" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "exchange_runs_started_idx" ON "exchange_runs" USING btree ("type","started_at" DESC NULLS LAST);