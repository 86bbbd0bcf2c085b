CREATE TABLE "event_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"done_by" integer,
	"acting_as" integer,
	"acting_role" text,
	"firm_id" integer,
	"old_data" jsonb,
	"new_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plugins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plugins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"path" text NOT NULL,
	"title_sv" text NOT NULL,
	"title_en" text NOT NULL,
	"roles" jsonb NOT NULL,
	"url" text NOT NULL,
	"show_in_menu" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plugins_path_unique" UNIQUE("path"),
	CONSTRAINT "plugins_path_check" CHECK ("plugins"."path" ~ '^/plugins/[a-z0-9-]+$')
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "parent_token_id" integer;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "actor_user_id" integer;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "switch_kind" text;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "role_override" text;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "firm_id" integer;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "role" text DEFAULT 'Owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_log" ADD CONSTRAINT "event_log_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_log" ADD CONSTRAINT "event_log_acting_as_users_id_fk" FOREIGN KEY ("acting_as") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_log" ADD CONSTRAINT "event_log_firm_id_accounting_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."accounting_firms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plugins" ADD CONSTRAINT "plugins_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_log_at_idx" ON "event_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "event_log_entity_idx" ON "event_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "event_log_firm_id_idx" ON "event_log" USING btree ("firm_id");--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_parent_token_id_auth_tokens_id_fk" FOREIGN KEY ("parent_token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_firm_id_accounting_firms_id_fk" FOREIGN KEY ("firm_id") REFERENCES "public"."accounting_firms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_tokens_parent_token_id_idx" ON "auth_tokens" USING btree ("parent_token_id");--> statement-breakpoint
CREATE INDEX "invitations_company_id_idx" ON "invitations" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_switch_kind_check" CHECK ("auth_tokens"."switch_kind" IN ('user', 'company', 'firm'));--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_role_check" CHECK ("invitations"."role" IN ('Owner', 'Colleague'));