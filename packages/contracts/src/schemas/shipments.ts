import { z } from 'zod';
import { ErrorBody } from '../errors';
import { PageQuery, orderingOf, paginated } from '../pagination';
import { id, isoDate, queryId, requiredString } from '../validation';

/** SPEC §4: a shipment is Pending, Shipped, In Transit, Delivered or Cancelled. */
export const SHIPMENT_STATUSES = [
  'Pending',
  'Shipped',
  'In Transit',
  'Delivered',
  'Cancelled',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** SPEC §3 label format and size: PDF on A4 or A6, or ZPL for a 10×15 cm thermal printer. */
export const LABEL_FORMATS = ['pdf_a4', 'pdf_a6', 'zpl_10x15'] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

export const PACKAGE_TYPES = ['parcel', 'envelope', 'pallet'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

/** SPEC §5: a customer-facing web-shop order id must be at least 8 digits. */
export const ORDER_ID_MIN_DIGITS = 8;
export const SHIPMENT_PARCELS_MAX = 20;
export const SHIPMENT_REFERENCE_MAX = 100;
/** How many orders one bulk create, and how many shipments one bulk print or cancel, may name. */
export const SHIPMENT_BULK_MAX = 200;
export const SHIPMENT_SORTS = [
  'created_at',
  'status',
  'carrier',
  'estimated_delivery',
  'order_number',
  'customer',
] as const;

/** Why the aggregator would refuse: explained before anything is bought (`shipments.problem.<code>`). */
export const SHIPMENT_PROBLEM_CODES = [
  'address_unservable',
  'overweight',
  'underweight',
  'dimensions_missing',
  'service_point_required',
  'service_point_not_served',
  'service_unknown',
  'country_not_served',
  /** the company has no active shipping app */
  'no_shipping_app',
  /** the aggregator refused the purchase itself: nothing was bought */
  'purchase_refused',
  /** the aggregator could not be reached: nothing was bought, try again */
  'provider_unavailable',
  /** the order has no address to ship to */
  'order_without_address',
] as const;
export type ShipmentProblemCode = (typeof SHIPMENT_PROBLEM_CODES)[number];

export const ShipmentProblem = z.object({
  code: z.enum(SHIPMENT_PROBLEM_CODES),
  /** 0-based parcel it concerns, where one */
  parcel: z.number().int().nullable(),
  /** the form field it concerns, e.g. `receiver.postal_code` or `parcels.0.weight_grams` */
  field: z.string().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** in the caller's language */
  message: z.string(),
});
export type ShipmentProblem = z.infer<typeof ShipmentProblem>;

const Country = z
  .string({ error: 'required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'format' });

const optionalText = (max: number) =>
  z.string({ error: 'required' }).trim().max(max, { error: 'max' }).default('');

export const ShipmentAddress = z.object({
  name: requiredString(100),
  company: optionalText(100),
  address1: requiredString(150),
  address2: optionalText(150),
  postal_code: requiredString(12),
  city: requiredString(100),
  country: Country,
  email: z
    .string({ error: 'required' })
    .trim()
    .max(254, { error: 'max' })
    .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'email' })
    .default(''),
  phone: optionalText(30),
});
export type ShipmentAddress = z.infer<typeof ShipmentAddress>;
export type ShipmentAddressInput = z.input<typeof ShipmentAddress>;

const Centimetres = z
  .number({ error: 'required' })
  .int({ error: 'integer' })
  .min(1, { error: 'number_min' })
  .max(400, { error: 'number_max' })
  .nullable();

export const ParcelContent = z.object({
  description: requiredString(200),
  sku: optionalText(64),
  quantity: z
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .min(1, { error: 'number_min' }),
  /** what one costs, minor units of the shipment's currency */
  value: z.number({ error: 'required' }).int({ error: 'integer' }).min(0, { error: 'number_min' }),
});

export const ShipmentParcel = z.object({
  weight_grams: z
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .min(1, { error: 'number_min' })
    .max(1_000_000, { error: 'number_max' }),
  length_cm: Centimetres.default(null),
  width_cm: Centimetres.default(null),
  height_cm: Centimetres.default(null),
  contents: z.array(ParcelContent).max(100, { error: 'max_items' }).default([]),
  description: optionalText(200),
});
export type ShipmentParcel = z.infer<typeof ShipmentParcel>;
export type ShipmentParcelInput = z.input<typeof ShipmentParcel>;

/** A web-shop order id typed by hand: digits only, at least 8 (SPEC §5). */
export const ShopOrderId = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d+$/, { error: 'digits' })
  .min(ORDER_ID_MIN_DIGITS, { error: 'order_id_digits' })
  .max(20, { error: 'max' });

/**
 * A shipment to buy. From a sales panel order (`order`: its id in the sales panel), or by hand,
 * when `order_id` (the shop's order id) must have at least 8 digits. The form is proposed by
 * `GET /api/shipments/draft/?order=` and may be changed before buying.
 */
export const ShipmentInput = z
  .object({
    order: id().nullable().default(null),
    order_id: ShopOrderId.nullable().default(null),
    carrier: requiredString(40),
    service: requiredString(40),
    service_point: z.string().trim().max(64).nullable().default(null),
    receiver: ShipmentAddress,
    parcels: z
      .array(ShipmentParcel, { error: 'required' })
      .min(1, { error: 'required' })
      .max(SHIPMENT_PARCELS_MAX, { error: 'max_items' }),
    reference: optionalText(SHIPMENT_REFERENCE_MAX),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, { error: 'format' })
      .default('SEK'),
    /** the settings' format when absent */
    label_format: z.enum(LABEL_FORMATS, { error: 'no_such' }).optional(),
  })
  .strict()
  .refine((v) => v.order !== null || v.order_id !== null, {
    error: 'required',
    path: ['order_id'],
  });
export type ShipmentInput = z.input<typeof ShipmentInput>;
export type ShipmentForm = z.output<typeof ShipmentInput>;

export const ShipmentDraftQuery = z.object({ order: queryId() }).strict();

/** A receiver as the order has it: fields the shop left empty are '' (to be filled in). */
const DraftAddress = z.object({
  name: z.string(),
  company: z.string(),
  address1: z.string(),
  address2: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
  email: z.string(),
  phone: z.string(),
});

/** The proposal for an order: the form filled from the order, the mappings and the defaults. */
export const ShipmentDraft = z.object({
  input: z.object({
    order: z.number().int(),
    /** null: the order is named by `order`; its shop id is taken from it */
    order_id: z.string().nullable(),
    carrier: z.string(),
    service: z.string(),
    service_point: z.string().nullable(),
    receiver: DraftAddress,
    parcels: z.array(ShipmentParcel),
    reference: z.string(),
    currency: z.string(),
    label_format: z.enum(LABEL_FORMATS),
  }),
  order_number: z.string(),
  /** the shop's shipping method the order names, and whether a mapping chose the service */
  shipping_method: z.string().nullable(),
  mapped: z.boolean(),
  /** shipments already bought for this order (a second one is allowed, but said) */
  existing: z.array(z.object({ id: z.number().int(), tracking_number: z.string().nullable() })),
});
export type ShipmentDraft = z.infer<typeof ShipmentDraft>;

/**
 * A 400 of `/api/shipments`: a refused purchase (or check, service point search) carries
 * `problems`, each in the caller's language (also a purchase the aggregator refused, or could
 * not be reached for: nothing bought); a malformed form carries `errors` as everywhere.
 */
export const ShipmentRefusal = ErrorBody.extend({ problems: z.array(ShipmentProblem).optional() });
export type ShipmentRefusal = z.infer<typeof ShipmentRefusal>;

/** `POST /api/shipments/check/`: what would stop it being bought; nothing is bought. */
export const ShipmentCheck = z.object({ problems: z.array(ShipmentProblem) });

const Ref = z.object({ id: z.number().int(), name: z.string() });

export const ServicePoint = z.object({
  id: z.string(),
  carrier: z.string(),
  name: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  country: z.string(),
  distance_m: z.number().int().nullable(),
  /** "0" Monday … "6" Sunday → e.g. ["09:00-20:00"]; a day absent: closed */
  opening_hours: z.record(z.string(), z.array(z.string())),
});
export type ServicePoint = z.infer<typeof ServicePoint>;

export const ServicePointQuery = z
  .object({
    country: Country,
    postal_code: z.string().trim().min(1, { error: 'required' }).max(12, { error: 'max' }),
    carrier: z.string().trim().min(1, { error: 'required' }).max(40),
  })
  .strict();
export const ServicePointList = z.object({ results: z.array(ServicePoint) });

export const ShipmentEvent = z.object({
  at: z.iso.datetime(),
  status: z.enum(SHIPMENT_STATUSES),
  message: z.string(),
  location: z.string(),
  /** created, webhook, refresh, cancelled */
  source: z.string(),
});
export type ShipmentEvent = z.infer<typeof ShipmentEvent>;

export const ShipmentParcelView = ShipmentParcel.extend({
  tracking_number: z.string().nullable(),
});

/** A shipment as the list shows it. */
export const ShipmentSummary = z.object({
  id: z.number().int(),
  tracking_number: z.string().nullable(),
  order_id: z.string().nullable(),
  order_number: z.string().nullable(),
  customer: z.string(),
  /** "city, country" */
  destination: z.string(),
  carrier: z.string(),
  /** the service's name as it was bought (its id is on the detail, `service_id`) */
  service: z.string(),
  status: z.enum(SHIPMENT_STATUSES),
  created_at: z.iso.datetime(),
  estimated_delivery: z.string().nullable(),
  /** estimated delivery passed and not delivered or cancelled */
  late: z.boolean(),
  total_weight_grams: z.number().int(),
  label_format: z.enum(LABEL_FORMATS),
});
export type ShipmentSummary = z.infer<typeof ShipmentSummary>;

/** Everything SPEC §3 names of a shipment, its timeline and what its label and freight cost. */
/** One freight voucher's booking: its sync entry's status, the voucher, why it failed. */
export const FreightBooking = z.object({
  status: z.string(),
  reference: z.string().nullable(),
  reason: z.string(),
});
export type FreightBooking = z.infer<typeof FreightBooking>;

export const Shipment = ShipmentSummary.extend({
  /** the sales panel order it ships */
  order: z.number().int().nullable(),
  tracking_url: z.string().nullable(),
  receiver: ShipmentAddress,
  service_id: z.string(),
  service_point: ServicePoint.nullable(),
  provider_status: z.string().nullable(),
  parcels: z.array(ShipmentParcelView),
  total_value: z.number().int(),
  currency: z.string(),
  reference: z.string(),
  shipped_at: z.iso.datetime().nullable(),
  delivered_at: z.iso.datetime().nullable(),
  cancelled_at: z.iso.datetime().nullable(),
  notified_at: z.iso.datetime().nullable(),
  /** the formats the product keeps a label in */
  labels: z.array(z.enum(LABEL_FORMATS)),
  freight: z
    .object({
      net: z.number().int(),
      vat: z.number().int(),
      /** what the customer paid for shipping on the order (gross), null when unknown */
      paid: z.number().int().nullable(),
      /** the booking: Success with its voucher, Failed with why, Pending; null when not booked */
      booking: FreightBooking.nullable(),
      /** a cancelled label's booked freight credited back, in the same shape; null when not */
      reversal: FreightBooking.nullable(),
    })
    .nullable(),
  can_cancel: z.boolean(),
  events: z.array(ShipmentEvent),
  created_by: Ref.nullable(),
});
export type Shipment = z.infer<typeof Shipment>;

export const ShipmentPage = paginated(ShipmentSummary);

const Statuses = z
  .string()
  .transform((v) => [...new Set(v.split(','))])
  .pipe(z.array(z.enum(SHIPMENT_STATUSES, { error: 'no_such' })));

/** The narrowing the list, its export and bulk selection share. */
export const ShipmentFilters = z.object({
  /** tracking number, order number or id, customer, reference */
  q: z.string().trim().max(200).optional(),
  status: Statuses.optional(),
  carrier: z.string().trim().max(40).optional(),
  created_from: isoDate().optional(),
  created_to: isoDate().optional(),
  late: z
    .enum(['true', 'false'], { error: 'no_such' })
    .transform((v) => v === 'true')
    .optional(),
});

export const ShipmentQuery = PageQuery.extend(ShipmentFilters.shape)
  .extend({ ordering: orderingOf(SHIPMENT_SORTS) })
  .strict();
export type ShipmentQuery = z.input<typeof ShipmentQuery>;

/**
 * Only the reference and the receiver's contact details change after buying; a field left out
 * stays as it is ('' clears the e-mail or phone).
 */
export const ShipmentPatch = z
  .object({
    reference: z.string().trim().max(SHIPMENT_REFERENCE_MAX, { error: 'max' }),
    email: z
      .string({ error: 'required' })
      .trim()
      .max(254, { error: 'max' })
      .refine((v) => v === '' || z.email().safeParse(v).success, { error: 'email' }),
    phone: z.string({ error: 'required' }).trim().max(30, { error: 'max' }),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { error: 'nothing_to_change' });
export type ShipmentPatch = z.input<typeof ShipmentPatch>;

const ShipmentIds = z
  .array(id(), { error: 'required' })
  .min(1, { error: 'required' })
  .max(SHIPMENT_BULK_MAX, { error: 'max_items' });

/** Bulk print: one PDF (A4 or A6) or one ZPL file of every label, in the order named. */
export const ShipmentLabelsInput = z
  .object({ ids: ShipmentIds, format: z.enum(LABEL_FORMATS, { error: 'no_such' }).optional() })
  .strict();

export const ShipmentLabelQuery = z
  .object({ format: z.enum(LABEL_FORMATS, { error: 'no_such' }).optional() })
  .strict();

export const ShipmentBulkCancel = z.object({ ids: ShipmentIds }).strict();
/** Each shipment's own outcome: cancelled, or why not (already with the carrier, cancelled). */
export const ShipmentBulkCancelResult = z.object({
  results: z.array(
    z.object({ id: z.number().int(), cancelled: z.boolean(), message: z.string().nullable() }),
  ),
});

/** Bulk create from selected sales panel orders: each with its proposal and the defaults. */
export const ShipmentBulkCreate = z
  .object({
    orders: z
      .array(id(), { error: 'required' })
      .min(1, { error: 'required' })
      .max(SHIPMENT_BULK_MAX, { error: 'max_items' }),
  })
  .strict();

export const ShipmentBulkJobResult = z.object({
  order: z.number().int(),
  order_number: z.string(),
  ok: z.boolean(),
  shipment: z.number().int().nullable(),
  tracking_number: z.string().nullable(),
  problems: z.array(ShipmentProblem),
});

/** A bulk create's progress: polled until `done` equals `total`. */
export const ShipmentBulkJob = z.object({
  id: z.string(),
  total: z.number().int(),
  done: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  finished: z.boolean(),
  results: z.array(ShipmentBulkJobResult),
});
export type ShipmentBulkJob = z.infer<typeof ShipmentBulkJob>;

export const ShipmentDashboardQuery = z
  .object({ from: isoDate().optional(), to: isoDate().optional() })
  .strict();

/** The dashboard: counts by status and carrier, a series per day, what is late, freight. */
export const ShipmentDashboard = z.object({
  from: z.string(),
  to: z.string(),
  by_status: z.record(z.enum(SHIPMENT_STATUSES), z.number().int()),
  by_carrier: z.array(z.object({ carrier: z.string(), count: z.number().int() })),
  per_day: z.array(
    z.object({ date: z.string(), created: z.number().int(), delivered: z.number().int() }),
  ),
  late: z.array(ShipmentSummary),
  late_count: z.number().int(),
  /** SEK minor units: what customers paid for shipping and what the freight cost (gross) */
  freight: z.object({
    paid: z.number().int(),
    cost: z.number().int(),
    shipments: z.number().int(),
  }),
  /** whether the company has an active shipping app at all */
  connected: z.boolean(),
});
export type ShipmentDashboard = z.infer<typeof ShipmentDashboard>;

export const ServiceMapping = z.object({
  /** the shop's shipping method as orders name it */
  shipping_method: requiredString(120),
  carrier: requiredString(40),
  service: requiredString(40),
});
export type ServiceMapping = z.infer<typeof ServiceMapping>;

const OptionalCentimetres = Centimetres.optional().transform((v) => v ?? null);

/** SPEC §3 shipment settings. */
export const ShipmentSettingsInput = z
  .object({
    default_carrier: z.string().trim().max(40).nullable(),
    default_service: z.string().trim().max(40).nullable(),
    default_weight_grams: z
      .number({ error: 'required' })
      .int({ error: 'integer' })
      .min(1, { error: 'number_min' })
      .max(1_000_000, { error: 'number_max' }),
    package_type: z.enum(PACKAGE_TYPES, { error: 'no_such' }),
    default_length_cm: OptionalCentimetres,
    default_width_cm: OptionalCentimetres,
    default_height_cm: OptionalCentimetres,
    label_format: z.enum(LABEL_FORMATS, { error: 'no_such' }),
    service_mappings: z.array(ServiceMapping).max(100, { error: 'max_items' }),
    book_freight: z.boolean(),
    /** a BAS cost account, four digits */
    freight_account: z
      .string({ error: 'required' })
      .trim()
      .regex(/^\d{4}$/, { error: 'account_number' }),
    notify_customer: z.boolean(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.service_mappings.forEach((m, i) => {
      const key = m.shipping_method.toLocaleLowerCase('sv');
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          message: 'duplicate',
          path: ['service_mappings', i, 'shipping_method'],
        });
      }
      seen.add(key);
    });
  });
export type ShipmentSettingsInput = z.input<typeof ShipmentSettingsInput>;

export const ShipmentSettings = z.object({
  default_carrier: z.string().nullable(),
  default_service: z.string().nullable(),
  default_weight_grams: z.number().int(),
  package_type: z.enum(PACKAGE_TYPES),
  default_length_cm: z.number().int().nullable(),
  default_width_cm: z.number().int().nullable(),
  default_height_cm: z.number().int().nullable(),
  label_format: z.enum(LABEL_FORMATS),
  service_mappings: z.array(ServiceMapping),
  book_freight: z.boolean(),
  freight_account: z.string(),
  notify_customer: z.boolean(),
  /** where the aggregator sends status webhooks: to be set in its integration settings */
  webhook_url: z.string().nullable(),
});
export type ShipmentSettings = z.infer<typeof ShipmentSettings>;

/** What the settings and the create form choose from. */
export const ShipmentOptions = z.object({
  connected: z.boolean(),
  carriers: z.array(z.object({ code: z.string(), name: z.string() })),
  services: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      carrier: z.string(),
      min_weight_grams: z.number().int(),
      max_weight_grams: z.number().int(),
      service_point: z.enum(['none', 'required', 'optional']),
      needs_dimensions: z.boolean(),
      countries: z.array(z.string()),
      /** SEK minor units excluding VAT, to the company's own country */
      price: z.number().int().nullable(),
    }),
  ),
  /** the shipping methods the shop's orders name, most used first (mapping keys) */
  shop_methods: z.array(z.string()),
});
export type ShipmentOptions = z.infer<typeof ShipmentOptions>;
