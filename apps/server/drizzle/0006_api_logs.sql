CREATE TABLE "api_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"connection_id" integer,
	"subscription_id" integer,
	"connector_id" text NOT NULL,
	"method" text NOT NULL,
	"url" text NOT NULL,
	"status" integer,
	"duration_ms" integer NOT NULL,
	"attempt" integer NOT NULL,
	"request_body" text,
	"response_body" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sync_entries" DROP CONSTRAINT "sync_entries_status_check";--> statement-breakpoint
ALTER TABLE "api_logs" ADD CONSTRAINT "api_logs_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_logs" ADD CONSTRAINT "api_logs_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_logs_subscription_idx" ON "api_logs" USING btree ("subscription_id","created_at");--> statement-breakpoint
CREATE INDEX "api_logs_created_idx" ON "api_logs" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "sync_entries" ADD CONSTRAINT "sync_entries_status_check" CHECK ("sync_entries"."status" IN ('Success', 'Failed', 'Ambiguous', 'Pending'));