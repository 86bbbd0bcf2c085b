CREATE TABLE "audit_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"fiscal_year" integer NOT NULL,
	"kind" text DEFAULT 'custom' NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"due_date" date,
	"assignee_id" integer,
	"proof" jsonb,
	"checked_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_by" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_items_status_check" CHECK ("audit_items"."status" IN ('open', 'in_progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "board_columns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "board_columns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"board_id" integer NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"done" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"author_id" integer,
	"side" text NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_messages_side_check" CHECK ("client_messages"."side" IN ('firm', 'client'))
);
--> statement-breakpoint
CREATE TABLE "client_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"hourly_rate" integer NOT NULL,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_rates_firm_company_key" UNIQUE("firm_id","company_id"),
	CONSTRAINT "client_rates_rate_check" CHECK ("client_rates"."hourly_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "client_tax_settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_tax_settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"vat_frequency" text DEFAULT 'quarterly' NOT NULL,
	"fiscal_year_end_month" integer DEFAULT 12 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_tax_settings_firm_company_key" UNIQUE("firm_id","company_id"),
	CONSTRAINT "client_tax_settings_frequency_check" CHECK ("client_tax_settings"."vat_frequency" IN ('monthly', 'quarterly', 'yearly')),
	CONSTRAINT "client_tax_settings_month_check" CHECK ("client_tax_settings"."fiscal_year_end_month" BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE TABLE "kickback_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "kickback_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"period" text NOT NULL,
	"affiliate_type" text NOT NULL,
	"tier" text NOT NULL,
	"invoice_net" integer NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kickback_lines_invoice_key" UNIQUE("invoice_id"),
	CONSTRAINT "kickback_lines_type_check" CHECK ("kickback_lines"."affiliate_type" IN ('discount', 'kickback')),
	CONSTRAINT "kickback_lines_tier_check" CHECK ("kickback_lines"."tier" IN ('silver', 'gold', 'platinum'))
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"author_id" integer,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'note' NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"company_id" integer,
	"project_id" integer,
	"task_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_visibility_check" CHECK ("notes"."visibility" IN ('private', 'firm', 'shared')),
	CONSTRAINT "notes_type_check" CHECK ("notes"."type" IN ('note', 'meeting', 'call', 'email', 'reminder')),
	CONSTRAINT "notes_one_attachment_check" CHECK (num_nonnulls("notes"."company_id", "notes"."project_id", "notes"."task_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "project_boards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_boards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "project_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" integer NOT NULL,
	"column_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_date" date,
	"assignee_id" integer,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"template_task_id" integer,
	"completed_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"company_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"start_date" date,
	"end_date" date,
	"template_id" integer,
	"recurrence_id" integer,
	"period" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_dates_check" CHECK ("projects"."end_date" IS NULL OR "projects"."start_date" IS NULL OR "projects"."end_date" >= "projects"."start_date")
);
--> statement-breakpoint
CREATE TABLE "tax_returns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tax_returns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"figures" jsonb,
	"filed_at" timestamp with time zone,
	"filed_by" integer,
	"assignee_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_returns_company_kind_period_key" UNIQUE("company_id","kind","period_start"),
	CONSTRAINT "tax_returns_kind_check" CHECK ("tax_returns"."kind" IN ('vat', 'income')),
	CONSTRAINT "tax_returns_status_check" CHECK ("tax_returns"."status" IN ('open', 'in_progress', 'filed')),
	CONSTRAINT "tax_returns_period_check" CHECK ("tax_returns"."period_end" >= "tax_returns"."period_start")
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "time_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"project_id" integer,
	"task_id" integer,
	"date" date NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"running_since" timestamp with time zone,
	"billable" boolean DEFAULT true NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"hourly_rate" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_minutes_check" CHECK ("time_entries"."minutes" BETWEEN 0 AND 1440)
);
--> statement-breakpoint
CREATE TABLE "workflow_recurrences" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_recurrences_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"frequency" text NOT NULL,
	"lead_days" integer DEFAULT 14 NOT NULL,
	"next_period_start" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "workflow_recurrences_template_company_key" UNIQUE("template_id","company_id"),
	CONSTRAINT "workflow_recurrences_frequency_check" CHECK ("workflow_recurrences"."frequency" IN ('monthly', 'quarterly')),
	CONSTRAINT "workflow_recurrences_lead_check" CHECK ("workflow_recurrences"."lead_days" BETWEEN 0 AND 90)
);
--> statement-breakpoint
CREATE TABLE "workflow_template_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_template_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"template_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"offset_days" integer DEFAULT 0 NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "workflow_template_tasks_offset_check" CHECK ("workflow_template_tasks"."offset_days" BETWEEN -366 AND 3660)
);
--> statement-breakpoint
CREATE TABLE "workflow_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"firm_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_items" ADD CONSTRAINT "audit_items_firm_id_accounting_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."accounting_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_items" ADD CONSTRAINT "audit_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_items" ADD CONSTRAINT "audit_items_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_items" ADD CONSTRAINT "audit_items_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_columns" ADD CONSTRAINT "board_columns_board_id_project_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."project_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_firm_id_accounting_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."accounting_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_messages" ADD CONSTRAINT "client_messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_rates" ADD CONSTRAINT "client_rates_firm_id_accounting_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."accounting_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_rates" ADD CONSTRAINT "client_rates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_rates" ADD CONSTRAINT "client_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_tax_settings" ADD CONSTRAINT "client_tax_settings_firm_id_accounting_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."accounting_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_tax_settings" ADD CONSTRAINT "client_tax_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_tax_settings" ADD CONSTRAINT "client_tax_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kickback_lines" ADD CONSTRAINT "kickback_lines_firm_id_accounting_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."accounting_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kickback_lines" ADD CONSTRAINT "kickback_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kickback_lines" ADD CONSTRAINT "kickback_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_firm_id_accounting_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."accounting_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_task_id_project_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."project_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_boards" ADD CONSTRAINT "project_boards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_column_id_board_columns_id_fk" FOREIGN KEY ("column_id") REFERENCES "public"."board_columns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_template_task_id_workflow_template_tasks_id_fk" FOREIGN KEY ("template_task_id") REFERENCES "public"."workflow_template_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_tasks" ADD CONSTRAINT "project_tasks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_firm_id_accounting_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."accounting_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_template_id_workflow_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."workflow_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_recurrence_id_workflow_recurrences_id_fk" FOREIGN KEY ("recurrence_id") REFERENCES "public"."workflow_recurrences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_returns" ADD CONSTRAINT "tax_returns_firm_id_accounting_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."accounting_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_returns" ADD CONSTRAINT "tax_returns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_returns" ADD CONSTRAINT "tax_returns_filed_by_users_id_fk" FOREIGN KEY ("filed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_returns" ADD CONSTRAINT "tax_returns_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_firm_id_accounting_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."accounting_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_task_id_project_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."project_tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_recurrences" ADD CONSTRAINT "workflow_recurrences_firm_id_accounting_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."accounting_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_recurrences" ADD CONSTRAINT "workflow_recurrences_template_id_workflow_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."workflow_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_recurrences" ADD CONSTRAINT "workflow_recurrences_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_recurrences" ADD CONSTRAINT "workflow_recurrences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_template_tasks" ADD CONSTRAINT "workflow_template_tasks_template_id_workflow_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."workflow_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_templates" ADD CONSTRAINT "workflow_templates_firm_id_accounting_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."accounting_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_templates" ADD CONSTRAINT "workflow_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_templates" ADD CONSTRAINT "workflow_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_items_company_year_idx" ON "audit_items" USING btree ("company_id","fiscal_year","position");--> statement-breakpoint
CREATE INDEX "audit_items_firm_idx" ON "audit_items" USING btree ("firm_id","due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_items_kind_key" ON "audit_items" USING btree ("company_id","fiscal_year","kind") WHERE "audit_items"."kind" <> 'custom';--> statement-breakpoint
CREATE INDEX "board_columns_board_idx" ON "board_columns" USING btree ("board_id","position");--> statement-breakpoint
CREATE INDEX "client_messages_conversation_idx" ON "client_messages" USING btree ("firm_id","company_id","created_at");--> statement-breakpoint
CREATE INDEX "kickback_lines_firm_period_idx" ON "kickback_lines" USING btree ("firm_id","period");--> statement-breakpoint
CREATE INDEX "notes_firm_idx" ON "notes" USING btree ("firm_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_company_idx" ON "notes" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "notes_project_idx" ON "notes" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "notes_task_idx" ON "notes" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "project_boards_project_idx" ON "project_boards" USING btree ("project_id","position");--> statement-breakpoint
CREATE INDEX "project_tasks_column_idx" ON "project_tasks" USING btree ("column_id","position");--> statement-breakpoint
CREATE INDEX "project_tasks_project_due_idx" ON "project_tasks" USING btree ("project_id","due_date");--> statement-breakpoint
CREATE INDEX "project_tasks_assignee_idx" ON "project_tasks" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "projects_firm_idx" ON "projects" USING btree ("firm_id","start_date");--> statement-breakpoint
CREATE INDEX "projects_company_idx" ON "projects" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_recurrence_period_key" ON "projects" USING btree ("recurrence_id","period") WHERE "projects"."recurrence_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tax_returns_firm_due_idx" ON "tax_returns" USING btree ("firm_id","due_date");--> statement-breakpoint
CREATE INDEX "time_entries_firm_date_idx" ON "time_entries" USING btree ("firm_id","date");--> statement-breakpoint
CREATE INDEX "time_entries_company_date_idx" ON "time_entries" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "time_entries_user_date_idx" ON "time_entries" USING btree ("user_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_one_running_key" ON "time_entries" USING btree ("user_id") WHERE "time_entries"."running_since" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "workflow_recurrences_due_idx" ON "workflow_recurrences" USING btree ("active","next_period_start");--> statement-breakpoint
CREATE INDEX "workflow_template_tasks_template_idx" ON "workflow_template_tasks" USING btree ("template_id","position");--> statement-breakpoint
CREATE INDEX "workflow_templates_firm_idx" ON "workflow_templates" USING btree ("firm_id");