CREATE TABLE "connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"side" text NOT NULL,
	"connector_id" text NOT NULL,
	"base_url" text NOT NULL,
	"credentials" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"simulated" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connections_side_key" UNIQUE("subscription_id","side"),
	CONSTRAINT "connections_side_check" CHECK ("connections"."side" IN ('app', 'accounting'))
);
--> statement-breakpoint
CREATE TABLE "custom_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"entry_point" text NOT NULL,
	"accounting_name" text,
	"app_name" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_rules_entry_point_check" CHECK ("custom_rules"."entry_point" IN ('e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8'))
);
--> statement-breakpoint
CREATE TABLE "periodic_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "periodic_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"trigger" text NOT NULL,
	"sync_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"subscription_id" integer,
	"company_id" integer,
	"kwargs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "periodic_tasks_status_check" CHECK ("periodic_tasks"."status" IN ('failure', 'pending', 'received', 'retry', 'revoked', 'started', 'success'))
);
--> statement-breakpoint
CREATE TABLE "staged_sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staged_sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"sync_entry_id" integer NOT NULL,
	"day" date NOT NULL,
	"order_id" text NOT NULL,
	"sale" jsonb NOT NULL,
	"summary_key" text,
	CONSTRAINT "staged_sales_entry_key" UNIQUE("sync_entry_id")
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"delivery_id" text NOT NULL,
	"topic" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_key" UNIQUE("subscription_id","delivery_id")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "book_as" text DEFAULT 'voucher' NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "lease_holder" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booked_vouchers" ADD COLUMN "marker" text;--> statement-breakpoint
UPDATE "booked_vouchers" SET "marker" = 'voucher:' || "id" WHERE "marker" IS NULL;--> statement-breakpoint
ALTER TABLE "booked_vouchers" ALTER COLUMN "marker" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_rules" ADD CONSTRAINT "custom_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodic_tasks" ADD CONSTRAINT "periodic_tasks_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodic_tasks" ADD CONSTRAINT "periodic_tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodic_tasks" ADD CONSTRAINT "periodic_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staged_sales" ADD CONSTRAINT "staged_sales_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "periodic_tasks_subscription_idx" ON "periodic_tasks" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "staged_sales_open_idx" ON "staged_sales" USING btree ("subscription_id","day");--> statement-breakpoint
ALTER TABLE "booked_vouchers" ADD CONSTRAINT "booked_vouchers_marker_key" UNIQUE("subscription_id","marker");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_book_as_check" CHECK ("subscriptions"."book_as" IN ('voucher', 'invoice'));--> statement-breakpoint
ALTER TABLE "sync_entries" DROP CONSTRAINT "sync_entries_status_check";--> statement-breakpoint
ALTER TABLE "sync_entries" ADD CONSTRAINT "sync_entries_status_check" CHECK ("sync_entries"."status" IN ('Success', 'Failed', 'Ambiguous', 'Pending'));
