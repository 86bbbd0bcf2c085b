import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, timestamptz } from './columns';
import { companies } from './companies';
import { salesOrders } from './sales';
import { subscriptions } from './subscriptions';
import { users } from './users';

/** A receiver or sender as the carrier's label names them. */
export interface ShipmentAddressJson {
  name: string;
  company?: string;
  address1: string;
  address2?: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  email?: string;
  phone?: string;
}

/** The service point the parcel goes to, as the aggregator described it when it was chosen. */
export interface ShipmentServicePointJson {
  id: string;
  carrier: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  /** weekday (0 Monday … 6 Sunday) → opening hours, e.g. ["09:00-20:00"] */
  openingHours: Record<string, string[]>;
}

/** One parcel of a shipment: its weight, size and what it holds. */
export interface ShipmentParcelJson {
  weightGrams: number;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  /** what is in it, one line per kind of item */
  contents: { description: string; sku?: string; quantity: number; valueMinor: number }[];
  description: string;
  /** the aggregator's id of this parcel and its own tracking number, once bought */
  providerId?: string;
  trackingNumber?: string;
}

/**
 * Shipments (SPEC §3): one per parcel set bought through the company's shipping app. `status`
 * is SPEC §4's; `providerStatus` the aggregator's own status text. A shipment is written before
 * the label is bought (`purchase` pending) so that a lost answer is looked up, never bought twice.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** the company's shipping app subscription it was bought through */
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** the sales panel order it ships, when created from one */
    salesOrderId: integer('sales_order_id').references(() => salesOrders.id, {
      onDelete: 'set null',
    }),
    /** the web shop's order id (SPEC §3 order id); typed by hand: at least 8 digits (SPEC §5) */
    orderId: text('order_id'),
    /** the shop's order number as its customer sees it */
    orderNumber: text('order_number'),
    /** the idempotency key sent to the aggregator (its external reference): unique per shipment */
    externalReference: text('external_reference').notNull().unique(),
    /** pending: being bought; bought; failed: nothing was bought (see `failure`) */
    purchase: text('purchase').notNull().default('pending'),
    failureCode: text('failure_code'),
    failureParams: jsonb('failure_params').$type<Record<string, string | number>>(),
    status: text('status').notNull().default('Pending'),
    /** the aggregator's own status code and text, as last read or told */
    providerStatusCode: integer('provider_status_code'),
    providerStatus: text('provider_status'),
    /** the first parcel's tracking number, what the customer gets */
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    carrier: text('carrier').notNull(),
    /** the aggregator's shipping method id and its name */
    serviceId: text('service_id').notNull(),
    serviceName: text('service_name').notNull(),
    receiver: jsonb('receiver').$type<ShipmentAddressJson>().notNull(),
    servicePoint: jsonb('service_point').$type<ShipmentServicePointJson>(),
    parcels: jsonb('parcels').$type<ShipmentParcelJson[]>().notNull(),
    totalWeightGrams: integer('total_weight_grams').notNull(),
    /** the goods' value, minor units of `currency` */
    totalValue: bigint('total_value', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('SEK'),
    reference: text('reference').notNull().default(''),
    /** the label format it was bought in: pdf_a4, pdf_a6, zpl_10x15 */
    labelFormat: text('label_format').notNull(),
    estimatedDelivery: date('estimated_delivery'),
    shippedAt: timestamptz('shipped_at'),
    deliveredAt: timestamptz('delivered_at'),
    cancelledAt: timestamptz('cancelled_at'),
    notifiedAt: timestamptz('notified_at'),
    /** what the label cost, excluding VAT, and its input VAT, minor units of SEK */
    freightNet: bigint('freight_net', { mode: 'number' }),
    freightVat: bigint('freight_vat', { mode: 'number' }),
    /** what the customer paid for shipping on the order (gross), minor units of `currency` */
    shippingPaid: bigint('shipping_paid', { mode: 'number' }),
    /** the freight cost's booking: the sync entry that booked (or failed to book) it */
    freightEntryId: integer('freight_entry_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('shipments_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('shipments_company_status_idx').on(t.companyId, t.status),
    index('shipments_company_carrier_idx').on(t.companyId, t.carrier),
    index('shipments_tracking_idx').on(t.trackingNumber),
    index('shipments_sales_order_idx').on(t.salesOrderId),
    check(
      'shipments_status_check',
      sql`${t.status} IN ('Pending', 'Shipped', 'In Transit', 'Delivered', 'Cancelled')`,
    ),
    check('shipments_purchase_check', sql`${t.purchase} IN ('pending', 'bought', 'failed')`),
    check(
      'shipments_label_format_check',
      sql`${t.labelFormat} IN ('pdf_a4', 'pdf_a6', 'zpl_10x15')`,
    ),
  ],
);

/**
 * Labels kept by the product when bought (aggregators keep them only briefly), one per format
 * asked for; bulk printing reads them from here.
 */
export const shipmentLabels = pgTable(
  'shipment_labels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    mime: text('mime').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('shipment_labels_shipment_format_key').on(t.shipmentId, t.format)],
);

/** The tracking timeline: what the aggregator reported, by webhook or when read again. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    at: timestamptz('at').notNull(),
    /** SPEC §4 status it put the shipment in */
    status: text('status').notNull(),
    providerStatusCode: integer('provider_status_code'),
    message: text('message').notNull().default(''),
    location: text('location').notNull().default(''),
    /** webhook, refresh, created, cancelled */
    source: text('source').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('shipment_events_shipment_at_idx').on(t.shipmentId, t.at),
    // the same report told twice (webhook and a refresh) is one event
    unique('shipment_events_report_key').on(t.shipmentId, t.at, t.providerStatusCode),
  ],
);

/** One shop shipping method (as the order names it) → the carrier service to buy. */
export interface ServiceMappingJson {
  shippingMethod: string;
  carrier: string;
  serviceId: string;
}

/** A company's shipment settings (SPEC §3), one row per company. */
export const shipmentSettings = pgTable('shipment_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  defaultCarrier: text('default_carrier'),
  defaultServiceId: text('default_service_id'),
  defaultWeightGrams: integer('default_weight_grams').notNull().default(1000),
  /** parcel, envelope, pallet */
  packageType: text('package_type').notNull().default('parcel'),
  defaultLengthCm: integer('default_length_cm'),
  defaultWidthCm: integer('default_width_cm'),
  defaultHeightCm: integer('default_height_cm'),
  labelFormat: text('label_format').notNull().default('pdf_a6'),
  serviceMappings: jsonb('service_mappings').$type<ServiceMappingJson[]>().notNull().default([]),
  /** book each label's freight cost with its input VAT (ADR 042) */
  bookFreight: boolean('book_freight').notNull().default(false),
  freightAccount: text('freight_account').notNull().default('5710'),
  /** tell the customer the tracking link by e-mail when the label is bought */
  notifyCustomer: boolean('notify_customer').notNull().default(false),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export type ShipmentRow = typeof shipments.$inferSelect;
export type ShipmentEventRow = typeof shipmentEvents.$inferSelect;
export type ShipmentSettingsRow = typeof shipmentSettings.$inferSelect;
