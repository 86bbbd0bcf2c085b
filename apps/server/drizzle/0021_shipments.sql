CREATE TABLE "shipment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"provider_status_code" integer,
	"message" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_report_key" UNIQUE("shipment_id","at","provider_status_code")
);
--> statement-breakpoint
CREATE TABLE "shipment_labels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"format" text NOT NULL,
	"mime" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_labels_shipment_format_key" UNIQUE("shipment_id","format")
);
--> statement-breakpoint
CREATE TABLE "shipment_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"default_carrier" text,
	"default_service_id" text,
	"default_weight_grams" integer DEFAULT 1000 NOT NULL,
	"package_type" text DEFAULT 'parcel' NOT NULL,
	"default_length_cm" integer,
	"default_width_cm" integer,
	"default_height_cm" integer,
	"label_format" text DEFAULT 'pdf_a6' NOT NULL,
	"service_mappings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"book_freight" boolean DEFAULT false NOT NULL,
	"freight_account" text DEFAULT '5710' NOT NULL,
	"notify_customer" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"subscription_id" integer NOT NULL,
	"sales_order_id" integer,
	"order_id" text,
	"order_number" text,
	"external_reference" text NOT NULL,
	"purchase" text DEFAULT 'pending' NOT NULL,
	"failure_code" text,
	"failure_params" jsonb,
	"status" text DEFAULT 'Pending' NOT NULL,
	"provider_status_code" integer,
	"provider_status" text,
	"tracking_number" text,
	"tracking_url" text,
	"carrier" text NOT NULL,
	"service_id" text NOT NULL,
	"service_name" text NOT NULL,
	"receiver" jsonb NOT NULL,
	"service_point" jsonb,
	"parcels" jsonb NOT NULL,
	"total_weight_grams" integer NOT NULL,
	"total_value" bigint NOT NULL,
	"currency" text DEFAULT 'SEK' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"label_format" text NOT NULL,
	"estimated_delivery" date,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"freight_net" bigint,
	"freight_vat" bigint,
	"shipping_paid" bigint,
	"freight_entry_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_external_reference_unique" UNIQUE("external_reference"),
	CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" IN ('Pending', 'Shipped', 'In Transit', 'Delivered', 'Cancelled')),
	CONSTRAINT "shipments_purchase_check" CHECK ("shipments"."purchase" IN ('pending', 'bought', 'failed')),
	CONSTRAINT "shipments_label_format_check" CHECK ("shipments"."label_format" IN ('pdf_a4', 'pdf_a6', 'zpl_10x15'))
);
--> statement-breakpoint
ALTER TABLE "sales_orders" ADD COLUMN "shipping" jsonb;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_labels" ADD CONSTRAINT "shipment_labels_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_settings" ADD CONSTRAINT "shipment_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_settings" ADD CONSTRAINT "shipment_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_sales_order_id_sales_orders_id_fk" FOREIGN KEY ("sales_order_id") REFERENCES "public"."sales_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_at_idx" ON "shipment_events" USING btree ("shipment_id","at");--> statement-breakpoint
CREATE INDEX "shipments_company_created_idx" ON "shipments" USING btree ("company_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shipments_company_status_idx" ON "shipments" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "shipments_company_carrier_idx" ON "shipments" USING btree ("company_id","carrier");--> statement-breakpoint
CREATE INDEX "shipments_tracking_idx" ON "shipments" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "shipments_sales_order_idx" ON "shipments" USING btree ("sales_order_id");