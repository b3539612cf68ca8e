CREATE TABLE "request_thread_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"help_request_id" integer,
	"consultation_request_id" integer,
	"type" text NOT NULL,
	"author_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_thread_entries_one_request" CHECK (("request_thread_entries"."help_request_id" is null) <> ("request_thread_entries"."consultation_request_id" is null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_telegram_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"text" text NOT NULL,
	"parse_mode" text,
	"outcome" text NOT NULL,
	"refusal" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "help_requests" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "help_requests" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "request_thread_entries" ADD CONSTRAINT "request_thread_entries_help_request_id_help_requests_id_fk" FOREIGN KEY ("help_request_id") REFERENCES "public"."help_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_thread_entries" ADD CONSTRAINT "request_thread_entries_consultation_request_id_consultation_requests_id_fk" FOREIGN KEY ("consultation_request_id") REFERENCES "public"."consultation_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_thread_entries" ADD CONSTRAINT "request_thread_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_thread_entries_help_idx" ON "request_thread_entries" USING btree ("help_request_id");--> statement-breakpoint
CREATE INDEX "request_thread_entries_consultation_idx" ON "request_thread_entries" USING btree ("consultation_request_id");--> statement-breakpoint
CREATE INDEX "sandbox_telegram_messages_chat_idx" ON "sandbox_telegram_messages" USING btree ("chat_id","id");--> statement-breakpoint
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_requests_inbox_idx" ON "consultation_requests" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "help_requests_inbox_idx" ON "help_requests" USING btree ("status","created_at" DESC NULLS LAST);