CREATE TABLE "anomaly_dismissals" (
	"company_id" integer NOT NULL,
	"key" text NOT NULL,
	"dismissed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anomaly_dismissals_company_id_key_pk" PRIMARY KEY("company_id","key")
);
--> statement-breakpoint
CREATE TABLE "budget_lines" (
	"budget_id" integer NOT NULL,
	"account" integer NOT NULL,
	"period" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "budget_lines_budget_id_account_period_pk" PRIMARY KEY("budget_id","account","period"),
	CONSTRAINT "budget_lines_period_check" CHECK ("budget_lines"."period" BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE TABLE "budgets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budgets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_type_check" CHECK ("budgets"."type" IN ('annual', 'quarterly', 'monthly'))
);
--> statement-breakpoint
CREATE TABLE "duplicate_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "duplicate_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kept_voucher_id" bigint NOT NULL,
	"duplicate_voucher_id" bigint NOT NULL,
	"criteria" text NOT NULL,
	"score" integer DEFAULT 100 NOT NULL,
	"status" text DEFAULT 'flagged' NOT NULL,
	"reversal_voucher_id" bigint,
	"reversal_ref" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duplicate_reviews_pair_key" UNIQUE("company_id","kept_voucher_id","duplicate_voucher_id"),
	CONSTRAINT "duplicate_reviews_status_check" CHECK ("duplicate_reviews"."status" IN ('flagged', 'dismissed', 'merged')),
	CONSTRAINT "duplicate_reviews_criteria_check" CHECK ("duplicate_reviews"."criteria" IN ('strict', 'fuzzy', 'smart'))
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"company_id" integer NOT NULL,
	"account" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "ledger_accounts_company_id_account_pk" PRIMARY KEY("company_id","account")
);
--> statement-breakpoint
CREATE TABLE "ledger_cash_flows" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"account" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_cash_flows_company_id_month_account_pk" PRIMARY KEY("company_id","month","account")
);
--> statement-breakpoint
CREATE TABLE "ledger_dimensions" (
	"company_id" integer NOT NULL,
	"dimension" integer NOT NULL,
	"object" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "ledger_dimensions_company_id_dimension_object_pk" PRIMARY KEY("company_id","dimension","object")
);
--> statement-breakpoint
CREATE TABLE "ledger_month_totals" (
	"company_id" integer NOT NULL,
	"month" date NOT NULL,
	"account" integer NOT NULL,
	"debit" bigint DEFAULT 0 NOT NULL,
	"credit" bigint DEFAULT 0 NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_month_totals_company_id_month_account_pk" PRIMARY KEY("company_id","month","account")
);
--> statement-breakpoint
CREATE TABLE "ledger_sources" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_sources_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'idle' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"phase" text,
	"error_key" text,
	"error_params" jsonb,
	"cursor" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"file_name" text,
	"voucher_count" integer DEFAULT 0 NOT NULL,
	"transaction_count" integer DEFAULT 0 NOT NULL,
	"requested_by" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"refreshed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_sources_company_key" UNIQUE("company_id"),
	CONSTRAINT "ledger_sources_kind_check" CHECK ("ledger_sources"."kind" IN ('fortnox', 'visma', 'sie')),
	CONSTRAINT "ledger_sources_status_check" CHECK ("ledger_sources"."status" IN ('idle', 'queued', 'running', 'done', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"voucher_id" bigint NOT NULL,
	"company_id" integer NOT NULL,
	"date" date NOT NULL,
	"account" integer NOT NULL,
	"amount" bigint NOT NULL,
	"objects" text[] DEFAULT '{}'::text[] NOT NULL,
	"text" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_vouchers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"year_start" date NOT NULL,
	"series" text NOT NULL,
	"number" text NOT NULL,
	"date" date NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"amount" bigint NOT NULL,
	"origin" text DEFAULT 'source' NOT NULL,
	"reverses" bigint,
	"source_ref" text,
	CONSTRAINT "ledger_vouchers_number_key" UNIQUE("company_id","year_start","series","number"),
	CONSTRAINT "ledger_vouchers_origin_check" CHECK ("ledger_vouchers"."origin" IN ('source', 'portal'))
);
--> statement-breakpoint
CREATE TABLE "ledger_year_balances" (
	"company_id" integer NOT NULL,
	"year_start" date NOT NULL,
	"account" integer NOT NULL,
	"opening" bigint DEFAULT 0 NOT NULL,
	"closing" bigint,
	"result" bigint,
	CONSTRAINT "ledger_year_balances_company_id_year_start_account_pk" PRIMARY KEY("company_id","year_start","account")
);
--> statement-breakpoint
CREATE TABLE "ledger_years" (
	"company_id" integer NOT NULL,
	"start" date NOT NULL,
	"end" date NOT NULL,
	"source_ref" text NOT NULL,
	"detail" text NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_years_company_id_start_pk" PRIMARY KEY("company_id","start"),
	CONSTRAINT "ledger_years_detail_check" CHECK ("ledger_years"."detail" IN ('vouchers', 'totals'))
);
--> statement-breakpoint
CREATE TABLE "report_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"schedule_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"file_name" text,
	"outbox_id" integer,
	"error_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_runs_due_key" UNIQUE("schedule_id","due_at")
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"template" text NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"format" text NOT NULL,
	"data_period" text NOT NULL,
	"frequency" text NOT NULL,
	"time" text NOT NULL,
	"day_of_week" integer,
	"day_of_month" integer,
	"to" text[] NOT NULL,
	"cc" text[] DEFAULT '{}'::text[] NOT NULL,
	"bcc" text[] DEFAULT '{}'::text[] NOT NULL,
	"locale" text DEFAULT 'sv' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"message_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "cc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "bcc" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "anomaly_dismissals" ADD CONSTRAINT "anomaly_dismissals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anomaly_dismissals" ADD CONSTRAINT "anomaly_dismissals_dismissed_by_users_id_fk" FOREIGN KEY ("dismissed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_lines" ADD CONSTRAINT "budget_lines_budget_id_budgets_id_fk" FOREIGN KEY ("budget_id") REFERENCES "public"."budgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_reviews" ADD CONSTRAINT "duplicate_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_reviews" ADD CONSTRAINT "duplicate_reviews_kept_voucher_id_ledger_vouchers_id_fk" FOREIGN KEY ("kept_voucher_id") REFERENCES "public"."ledger_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_reviews" ADD CONSTRAINT "duplicate_reviews_duplicate_voucher_id_ledger_vouchers_id_fk" FOREIGN KEY ("duplicate_voucher_id") REFERENCES "public"."ledger_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicate_reviews" ADD CONSTRAINT "duplicate_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_cash_flows" ADD CONSTRAINT "ledger_cash_flows_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_dimensions" ADD CONSTRAINT "ledger_dimensions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_month_totals" ADD CONSTRAINT "ledger_month_totals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_sources" ADD CONSTRAINT "ledger_sources_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_sources" ADD CONSTRAINT "ledger_sources_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_voucher_id_ledger_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."ledger_vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_vouchers" ADD CONSTRAINT "ledger_vouchers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_year_balances" ADD CONSTRAINT "ledger_year_balances_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_years" ADD CONSTRAINT "ledger_years_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_schedule_id_report_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."report_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_attachments" ADD CONSTRAINT "outbox_attachments_message_id_outbox_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "budgets_company_idx" ON "budgets" USING btree ("company_id","year");--> statement-breakpoint
CREATE INDEX "duplicate_reviews_status_idx" ON "duplicate_reviews" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "ledger_transactions_voucher_idx" ON "ledger_transactions" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "ledger_transactions_account_idx" ON "ledger_transactions" USING btree ("company_id","account","date");--> statement-breakpoint
CREATE INDEX "ledger_vouchers_date_idx" ON "ledger_vouchers" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "report_schedules_due_idx" ON "report_schedules" USING btree ("active","next_run_at");--> statement-breakpoint
CREATE INDEX "report_schedules_company_idx" ON "report_schedules" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "outbox_attachments_message_idx" ON "outbox_attachments" USING btree ("message_id");