CREATE TABLE "custom_account_mappings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_account_mappings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"subscription_id" integer,
	"account_type" text NOT NULL,
	"account_number" text NOT NULL,
	"match_type" text DEFAULT 'any' NOT NULL,
	"match_code" text DEFAULT '' NOT NULL,
	"vat_rate" integer,
	"event_type" text,
	"accounting_number" text DEFAULT '' NOT NULL,
	"for_company" boolean DEFAULT true NOT NULL,
	"recurring_transactions" boolean DEFAULT false NOT NULL,
	"gift_cards" boolean DEFAULT false NOT NULL,
	"shipping" boolean DEFAULT false NOT NULL,
	"discount" boolean DEFAULT false NOT NULL,
	"fee_lines" boolean DEFAULT false NOT NULL,
	"product" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_account_mappings_event_type_check" CHECK ("custom_account_mappings"."event_type" IS NULL OR "custom_account_mappings"."event_type" IN ('order', 'refund', 'payout'))
);
--> statement-breakpoint
CREATE TABLE "custom_rule_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_rule_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"rule_id" integer NOT NULL,
	"version" integer NOT NULL,
	"code" text NOT NULL,
	"entry_point" text NOT NULL,
	"accounting_name" text,
	"app_name" text,
	"active" boolean NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_rule_versions_rule_version_key" UNIQUE("rule_id","version")
);
--> statement-breakpoint
CREATE TABLE "firm_payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "firm_payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"invoice_number" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"date" date NOT NULL,
	"paid_date" date,
	"source" text DEFAULT 'manual' NOT NULL,
	"period" text,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_payouts_status_check" CHECK ("firm_payouts"."status" IN ('pending', 'paid')),
	CONSTRAINT "firm_payouts_source_check" CHECK ("firm_payouts"."source" IN ('manual', 'kickback')),
	CONSTRAINT "firm_payouts_amount_check" CHECK ("firm_payouts"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "generic_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "generic_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"resource" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_incidents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sync_incidents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "sync_incidents_kind_check" CHECK ("sync_incidents"."kind" IN ('failing', 'behind'))
);
--> statement-breakpoint
CREATE TABLE "system_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "system_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"type" text DEFAULT 'info' NOT NULL,
	"text" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"targets" jsonb NOT NULL,
	"delivered_at" timestamp with time zone,
	"recipients" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_notifications_type_check" CHECK ("system_notifications"."type" IN ('success', 'error', 'warning', 'info', 'default'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "system_notification_id" integer;--> statement-breakpoint
ALTER TABLE "sync_entries" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "sync_entries" ADD COLUMN "decision_account" text;--> statement-breakpoint
ALTER TABLE "sync_entries" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "sync_entries" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "sync_entries" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_account_mappings" ADD CONSTRAINT "custom_account_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_account_mappings" ADD CONSTRAINT "custom_account_mappings_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_account_mappings" ADD CONSTRAINT "custom_account_mappings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_account_mappings" ADD CONSTRAINT "custom_account_mappings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_rule_versions" ADD CONSTRAINT "custom_rule_versions_rule_id_custom_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."custom_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_rule_versions" ADD CONSTRAINT "custom_rule_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_payouts" ADD CONSTRAINT "firm_payouts_firm_id_accounting_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."accounting_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_payouts" ADD CONSTRAINT "firm_payouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_payouts" ADD CONSTRAINT "firm_payouts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_records" ADD CONSTRAINT "generic_records_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generic_records" ADD CONSTRAINT "generic_records_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_incidents" ADD CONSTRAINT "sync_incidents_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_notifications" ADD CONSTRAINT "system_notifications_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_notifications" ADD CONSTRAINT "system_notifications_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_account_mappings_company_idx" ON "custom_account_mappings" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "firm_payouts_firm_idx" ON "firm_payouts" USING btree ("firm_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "firm_payouts_kickback_period_key" ON "firm_payouts" USING btree ("firm_id","period") WHERE "firm_payouts"."source" = 'kickback';--> statement-breakpoint
CREATE INDEX "generic_records_resource_idx" ON "generic_records" USING btree ("resource","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_incidents_open_key" ON "sync_incidents" USING btree ("subscription_id") WHERE "sync_incidents"."resolved_at" IS NULL;--> statement-breakpoint
CREATE INDEX "system_notifications_due_idx" ON "system_notifications" USING btree ("scheduled_at") WHERE "system_notifications"."delivered_at" IS NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_system_user_key" UNIQUE("system_notification_id","user_id");--> statement-breakpoint
ALTER TABLE "sync_entries" ADD CONSTRAINT "sync_entries_decision_check" CHECK ("sync_entries"."decision" IS NULL OR "sync_entries"."decision" IN ('as_proposed', 'account', 'ignored'));