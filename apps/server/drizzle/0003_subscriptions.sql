CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"application" text NOT NULL,
	"accounting" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"payment_interval" text DEFAULT 'monthly' NOT NULL,
	"posting_model" text DEFAULT 'per_order' NOT NULL,
	"start_date" date NOT NULL,
	"last_processed_at" timestamp with time zone,
	"account_mapping" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_status_check" CHECK ("subscriptions"."status" IN ('Active', 'Inactive', 'Paused', 'Terminated', 'Pending', 'Completed', 'Cancelled', 'On Hold', 'Error')),
	CONSTRAINT "subscriptions_payment_interval_check" CHECK ("subscriptions"."payment_interval" IN ('monthly', 'yearly')),
	CONSTRAINT "subscriptions_posting_model_check" CHECK ("subscriptions"."posting_model" IN ('per_order', 'per_payout', 'per_day'))
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_company_id_idx" ON "subscriptions" USING btree ("company_id");