CREATE TABLE "auth_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "auth_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"email" text NOT NULL,
	"invited_by" integer,
	"firm_id" integer,
	"company_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" integer,
	CONSTRAINT "invitations_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "one_time_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "one_time_codes_purpose_check" CHECK ("one_time_codes"."purpose" IN ('activation', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "accountant_company_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accountant_company_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accountant_company_assignments_key" UNIQUE("user_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "accounting_firms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounting_firms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"firm_number" text DEFAULT '' NOT NULL,
	"accounting_partner_id" integer,
	"affiliate_code" text DEFAULT '' NOT NULL,
	"affiliate_type" text,
	"bank" text DEFAULT '' NOT NULL,
	"bankgiro_number" text DEFAULT '' NOT NULL,
	"company_id" integer,
	"primary_accountant_id" integer,
	"tier_plan" text DEFAULT 'silver' NOT NULL,
	"new_features" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounting_firms_affiliate_type_check" CHECK ("accounting_firms"."affiliate_type" IN ('discount', 'kickback')),
	CONSTRAINT "accounting_firms_tier_plan_check" CHECK ("accounting_firms"."tier_plan" IN ('silver', 'gold', 'platinum'))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"organization_number" text NOT NULL,
	"billing_email" text DEFAULT '' NOT NULL,
	"mobile_phone" text DEFAULT '' NOT NULL,
	"office_phone" text DEFAULT '' NOT NULL,
	"country" text DEFAULT 'SE' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"zip_code" text DEFAULT '' NOT NULL,
	"address_line1" text DEFAULT '' NOT NULL,
	"address_line2" text DEFAULT '' NOT NULL,
	"address_co" text DEFAULT '' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"accept_sms" boolean DEFAULT false NOT NULL,
	"accounting_firm_id" integer,
	"invoice_email" text DEFAULT '' NOT NULL,
	"billing_address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_memberships_user_company_key" UNIQUE("user_id","company_id"),
	CONSTRAINT "company_memberships_role_check" CHECK ("company_memberships"."role" IN ('Owner', 'Colleague'))
);
--> statement-breakpoint
CREATE TABLE "firm_memberships" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "firm_memberships_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"firm_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "firm_memberships_user_firm_key" UNIQUE("user_id","firm_id")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"type" text DEFAULT 'info' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" IN ('success', 'error', 'warning', 'info', 'default'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"locale" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text,
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" IN ('queued', 'sent', 'stored', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"role" text,
	"phone" text DEFAULT '' NOT NULL,
	"is_accountant" boolean DEFAULT false NOT NULL,
	"admin_alert_email" text DEFAULT '' NOT NULL,
	"receive_alerts" boolean DEFAULT false NOT NULL,
	"picture" "bytea",
	"picture_mime" text,
	"picture_token" text,
	"locale" text DEFAULT 'sv' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"notification_settings" jsonb DEFAULT '{"email_sync_errors":true,"email_weekly_summary":false,"email_product_news":false,"in_app_sync_errors":true}'::jsonb NOT NULL,
	"primary_accountant_id" integer,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_picture_token_unique" UNIQUE("picture_token"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" IN ('Owner', 'PartnerAccountant', 'MasterAccountant', 'Colleague', 'NonPartnerAccountant', 'AssistingAccountant', 'Inhouse')),
	CONSTRAINT "users_locale_check" CHECK ("users"."locale" IN ('sv', 'en'))
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_firm_id_accounting_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."accounting_firms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountant_company_assignments" ADD CONSTRAINT "accountant_company_assignments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accountant_company_assignments" ADD CONSTRAINT "accountant_company_assignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_firms" ADD CONSTRAINT "accounting_firms_accounting_partner_id_users_id_fk" FOREIGN KEY ("accounting_partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_firms" ADD CONSTRAINT "accounting_firms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounting_firms" ADD CONSTRAINT "accounting_firms_primary_accountant_id_users_id_fk" FOREIGN KEY ("primary_accountant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_accounting_firm_id_accounting_firms_id_fk" FOREIGN KEY ("accounting_firm_id") REFERENCES "public"."accounting_firms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD CONSTRAINT "company_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_memberships" ADD CONSTRAINT "company_memberships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_memberships" ADD CONSTRAINT "firm_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "firm_memberships" ADD CONSTRAINT "firm_memberships_firm_id_accounting_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."accounting_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_primary_accountant_id_users_id_fk" FOREIGN KEY ("primary_accountant_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_user_id_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "invitations_invited_by_idx" ON "invitations" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_purpose_idx" ON "one_time_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "accountant_company_assignments_company_id_idx" ON "accountant_company_assignments" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "companies_organization_number_idx" ON "companies" USING btree ("organization_number");--> statement-breakpoint
CREATE INDEX "companies_accounting_firm_id_idx" ON "companies" USING btree ("accounting_firm_id");--> statement-breakpoint
CREATE INDEX "company_memberships_company_id_idx" ON "company_memberships" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "firm_memberships_firm_id_idx" ON "firm_memberships" USING btree ("firm_id");--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_created_at_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));