ALTER TABLE "refunds" DROP CONSTRAINT "refunds_amount_positive";--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "payment_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "uds_points" integer;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_amount_not_negative" CHECK ("refunds"."amount" >= 0);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_card_part_has_payment" CHECK (("refunds"."payment_id" is null) = ("refunds"."amount" = 0));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_gives_something_back" CHECK ("refunds"."amount" > 0 or "refunds"."uds_amount" is not null);--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_uds_points_positive" CHECK ("refunds"."uds_points" is null or ("refunds"."uds_points" > 0 and "refunds"."uds_amount" is not null));