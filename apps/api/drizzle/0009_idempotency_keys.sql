CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text NOT NULL,
	"claim_token" uuid NOT NULL,
	"locked_until" timestamp with time zone,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_endpoint_key_pk" PRIMARY KEY("user_id","endpoint","key"),
	CONSTRAINT "idempotency_keys_state_consistent" CHECK (("idempotency_keys"."state" = 'in_flight' and "idempotency_keys"."locked_until" is not null and "idempotency_keys"."response_status" is null)
        or ("idempotency_keys"."state" = 'completed' and "idempotency_keys"."locked_until" is null and "idempotency_keys"."response_status" is not null))
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys" USING btree ("expires_at");