ALTER TABLE "orders" ADD COLUMN "cdek_tariff_code" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cdek_tariff_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_days_min" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_days_max" integer;--> statement-breakpoint
ALTER TABLE "staff_invites" ADD COLUMN "revoked_at" timestamp with time zone;