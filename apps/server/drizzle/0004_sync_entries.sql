CREATE TABLE "booked_vouchers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booked_vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"sync_entry_id" integer,
	"series" text NOT NULL,
	"number" integer NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"currency" text NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booked_vouchers_number_key" UNIQUE("subscription_id","series","number")
);
--> statement-breakpoint
CREATE TABLE "sync_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sync_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"kind" text NOT NULL,
	"event_type" text NOT NULL,
	"element_type" text NOT NULL,
	"reference_number" text NOT NULL,
	"status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"target_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_entries_element_key" UNIQUE("subscription_id","source","source_id","kind"),
	CONSTRAINT "sync_entries_status_check" CHECK ("sync_entries"."status" IN ('Success', 'Failed', 'Ambiguous'))
);
--> statement-breakpoint
ALTER TABLE "booked_vouchers" ADD CONSTRAINT "booked_vouchers_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_vouchers" ADD CONSTRAINT "booked_vouchers_sync_entry_id_sync_entries_id_fk" FOREIGN KEY ("sync_entry_id") REFERENCES "public"."sync_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_entries" ADD CONSTRAINT "sync_entries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_entries" ADD CONSTRAINT "sync_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booked_vouchers_date_idx" ON "booked_vouchers" USING btree ("subscription_id","date");--> statement-breakpoint
CREATE INDEX "sync_entries_company_id_idx" ON "sync_entries" USING btree ("company_id");