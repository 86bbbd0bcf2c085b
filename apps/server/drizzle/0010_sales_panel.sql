CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "export_jobs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "export_jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"view" text NOT NULL,
	"query" jsonb NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"path" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "export_jobs_status_check" CHECK ("export_jobs"."status" IN ('queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "sales_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"sync_entry_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"kind" text NOT NULL,
	"order_id" text NOT NULL,
	"order_number" text NOT NULL,
	"customer" text DEFAULT '' NOT NULL,
	"customer_email" text,
	"currency" text NOT NULL,
	"total" bigint NOT NULL,
	"order_date" date NOT NULL,
	"payment_method" text DEFAULT '' NOT NULL,
	"merchant_reference" text,
	"reference_in_app" text,
	"number_in_accounting" text,
	"reference_in_accounting" text,
	"last_updated" timestamp with time zone NOT NULL,
	"sync_status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_orders_entry_key" UNIQUE("sync_entry_id"),
	CONSTRAINT "sales_orders_kind_check" CHECK ("sales_orders"."kind" IN ('order', 'refund')),
	CONSTRAINT "sales_orders_status_check" CHECK ("sales_orders"."sync_status" IN ('Success', 'Failed', 'Ambiguous', 'Pending'))
);
--> statement-breakpoint
CREATE TABLE "sales_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"sync_entry_id" integer NOT NULL,
	"source" text NOT NULL,
	"payout_id" text NOT NULL,
	"payment_date" date NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"transactions" jsonb NOT NULL,
	"number_in_accounting" text,
	"last_updated" timestamp with time zone NOT NULL,
	"sync_status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_payouts_entry_key" UNIQUE("sync_entry_id"),
	CONSTRAINT "sales_payouts_status_check" CHECK ("sales_payouts"."sync_status" IN ('Success', 'Failed', 'Ambiguous', 'Pending'))
);
--> statement-breakpoint
CREATE TABLE "synced_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "synced_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"product_id" text NOT NULL,
	"product_number" text NOT NULL,
	"name" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"quantity" integer,
	"price" bigint NOT NULL,
	"vat_rate" text NOT NULL,
	"unit" text DEFAULT 'st' NOT NULL,
	"currency" text NOT NULL,
	"synced_hash" text,
	"number_in_accounting" text,
	"last_updated" timestamp with time zone NOT NULL,
	"sync_entry_id" integer,
	"sync_status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "synced_articles_element_key" UNIQUE("subscription_id","source","source_id"),
	CONSTRAINT "synced_articles_status_check" CHECK ("synced_articles"."sync_status" IN ('Success', 'Failed', 'Ambiguous', 'Pending'))
);
--> statement-breakpoint
CREATE TABLE "synced_customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "synced_customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"organisation_number" text,
	"address1" text,
	"address2" text,
	"zip_code" text,
	"city" text,
	"country" text,
	"phone" text,
	"customer_number" text,
	"synced_hash" text,
	"last_updated" timestamp with time zone NOT NULL,
	"sync_entry_id" integer,
	"sync_status" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "synced_customers_element_key" UNIQUE("subscription_id","source","source_id"),
	CONSTRAINT "synced_customers_status_check" CHECK ("synced_customers"."sync_status" IN ('Success', 'Failed', 'Ambiguous', 'Pending'))
);
--> statement-breakpoint
ALTER TABLE "sync_entries" ADD COLUMN "reason_key" text;--> statement-breakpoint
ALTER TABLE "sync_entries" ADD COLUMN "reason_params" jsonb;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD CONSTRAINT "export_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_sync_entry_id_sync_entries_id_fk" FOREIGN KEY ("sync_entry_id") REFERENCES "public"."sync_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_payouts" ADD CONSTRAINT "sales_payouts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_payouts" ADD CONSTRAINT "sales_payouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_payouts" ADD CONSTRAINT "sales_payouts_sync_entry_id_sync_entries_id_fk" FOREIGN KEY ("sync_entry_id") REFERENCES "public"."sync_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synced_articles" ADD CONSTRAINT "synced_articles_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synced_articles" ADD CONSTRAINT "synced_articles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synced_articles" ADD CONSTRAINT "synced_articles_sync_entry_id_sync_entries_id_fk" FOREIGN KEY ("sync_entry_id") REFERENCES "public"."sync_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synced_customers" ADD CONSTRAINT "synced_customers_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synced_customers" ADD CONSTRAINT "synced_customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "synced_customers" ADD CONSTRAINT "synced_customers_sync_entry_id_sync_entries_id_fk" FOREIGN KEY ("sync_entry_id") REFERENCES "public"."sync_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_jobs_company_idx" ON "export_jobs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "sales_orders_company_updated_idx" ON "sales_orders" USING btree ("company_id","last_updated" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_orders_company_status_idx" ON "sales_orders" USING btree ("company_id","sync_status","last_updated" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sales_orders_company_date_idx" ON "sales_orders" USING btree ("company_id","order_date");--> statement-breakpoint
CREATE INDEX "sales_orders_company_number_idx" ON "sales_orders" USING btree ("company_id","order_number");--> statement-breakpoint
CREATE INDEX "sales_orders_company_customer_idx" ON "sales_orders" USING btree ("company_id","customer");--> statement-breakpoint
CREATE INDEX "sales_orders_order_idx" ON "sales_orders" USING btree ("subscription_id","order_id");--> statement-breakpoint
CREATE INDEX "sales_orders_search_idx" ON "sales_orders" USING gin (("order_number" || ' ' || "customer" || ' ' || coalesce("customer_email", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sales_payouts_company_date_idx" ON "sales_payouts" USING btree ("company_id","payment_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "synced_articles_company_idx" ON "synced_articles" USING btree ("company_id","last_updated" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "synced_customers_company_idx" ON "synced_customers" USING btree ("company_id","last_updated" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sync_entries_subscription_updated_idx" ON "sync_entries" USING btree ("subscription_id","updated_at");