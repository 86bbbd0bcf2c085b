CREATE TABLE "booked_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booked_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"marker" text NOT NULL,
	"kind" text NOT NULL,
	"source_id" text NOT NULL,
	"reference" text NOT NULL,
	"type" text NOT NULL,
	"date" date NOT NULL,
	"description" text NOT NULL,
	"currency" text NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booked_documents_marker_key" UNIQUE("subscription_id","marker")
);
--> statement-breakpoint
ALTER TABLE "booked_documents" ADD CONSTRAINT "booked_documents_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booked_documents" ADD CONSTRAINT "booked_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booked_documents_company_idx" ON "booked_documents" USING btree ("company_id","date");