CREATE TABLE "checkouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"subscription_id" integer,
	"invoice_id" integer,
	"purpose" text NOT NULL,
	"months" integer DEFAULT 0 NOT NULL,
	"start_date" date,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"vat" integer DEFAULT 0 NOT NULL,
	"session_id" text,
	"url" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "checkouts_session_id_unique" UNIQUE("session_id"),
	CONSTRAINT "checkouts_purpose_check" CHECK ("checkouts"."purpose" IN ('history_import', 'invoice')),
	CONSTRAINT "checkouts_status_check" CHECK ("checkouts"."status" IN ('open', 'paid', 'expired', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"number" integer NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date NOT NULL,
	"pay_date" date,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"net" integer NOT NULL,
	"vat" integer NOT NULL,
	"total" integer NOT NULL,
	"amount_due" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_company_period_key" UNIQUE("company_id","period_start"),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" IN ('paid', 'unpaid'))
);
--> statement-breakpoint
CREATE TABLE "number_series" (
	"name" text PRIMARY KEY NOT NULL,
	"next" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "catalog_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"description_sv" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"prices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"entities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accountings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"connector_id" text,
	"is_payment" boolean DEFAULT false NOT NULL,
	"standalone" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_items_kind_slug_key" UNIQUE("kind","slug"),
	CONSTRAINT "catalog_items_kind_check" CHECK ("catalog_items"."kind" IN ('app', 'accounting', 'product'))
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faq_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"app_slug" text,
	"locale" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"customer_email" text DEFAULT '' NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"visible_for_customer_only" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "faq_items_locale_check" CHECK ("faq_items"."locale" IN ('sv', 'en'))
);
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "terms_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"version" text NOT NULL,
	"body_sv" text NOT NULL,
	"body_en" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "terms_versions_version_unique" UNIQUE("version")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" DROP CONSTRAINT "subscriptions_payment_interval_check";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "status_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "error_notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "accepted_terms_version" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "accepted_terms_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "purge_after" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_company_id_idx" ON "checkouts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "faq_items_app_slug_idx" ON "faq_items" USING btree ("app_slug");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_payment_interval_check" CHECK ("subscriptions"."payment_interval" IN ('monthly', 'quarterly', 'semiannual', 'yearly'));