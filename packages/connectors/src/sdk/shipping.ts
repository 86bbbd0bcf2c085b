import type {
  ConnectionSettings,
  ConnectorRuntime,
  ConsoleSupport,
  CredentialScheme,
  RateRule,
} from './connector';

/**
 * A carrier aggregator (kind: shipping): one account books freight with many carriers (ADR 042).
 * The product buys labels, reads them, finds service points and follows parcels through it; the
 * shipments module knows shipping providers only through these types.
 */

/** SPEC §4's shipment states, which every provider status maps to. */
export type ShipmentState = 'Pending' | 'Shipped' | 'In Transit' | 'Delivered' | 'Cancelled';

/**
 * A label as the product stores and prints it: PDF on A6 (one page a parcel) or A4 (sheets of
 * four labels, as office printers take label sheets), or ZPL for a 10×15 cm printer.
 */
export type LabelFormat = 'pdf_a4' | 'pdf_a6' | 'zpl_10x15';

export interface ShippingAddress {
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

/** One service a carrier offers through the aggregator (a "shipping method"). */
export interface ShippingService {
  /** the aggregator's id, what a create names */
  id: string;
  name: string;
  /** the carrier's code, e.g. `postnord` */
  carrier: string;
  minWeightGrams: number;
  maxWeightGrams: number;
  /** none: home or business delivery; required: to a service point the receiver picks */
  servicePoint: 'none' | 'required' | 'optional';
  /** the carrier needs every parcel's length, width and height */
  needsDimensions: boolean;
  /** where it delivers to, with its price there excluding VAT, minor units of SEK */
  countries: { country: string; price: number }[];
  /** working days from hand-over to delivery, as the carrier promises */
  transitDays: number;
}

export interface ServicePointQuery {
  country: string;
  postalCode: string;
  carrier: string;
  /** how many, nearest first (the aggregator's default when absent) */
  limit?: number;
}

export interface ServicePoint {
  id: string;
  carrier: string;
  name: string;
  street: string;
  houseNumber?: string;
  postalCode: string;
  city: string;
  country: string;
  /** metres from the postal code's centre */
  distance: number;
  /** weekday (0 Monday … 6 Sunday) → opening hours, e.g. ["09:00-20:00"]; absent: closed */
  openingHours: Record<string, string[]>;
}

export interface ParcelRequest {
  weightGrams: number;
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
  items: {
    description: string;
    sku?: string;
    quantity: number;
    weightGrams?: number;
    value: number;
  }[];
}

/** What buying a label sends: one shipment of one or more parcels to one receiver. */
export interface ShipmentRequest {
  /**
   * The product's own key for the shipment, sent as the aggregator's external reference: a create
   * whose answer was lost is found by it (`findByReference`), never bought twice.
   */
  externalReference: string;
  orderNumber: string;
  serviceId: string;
  receiver: ShippingAddress;
  sender?: ShippingAddress;
  servicePointId?: string;
  parcels: ParcelRequest[];
  /** the goods' total value and currency (customs, insurance) */
  value: number;
  currency: string;
  label: LabelFormat;
}

/** One parcel as the aggregator has it. */
export interface ProviderParcel {
  id: string;
  trackingNumber: string;
  trackingUrl: string;
  state: ShipmentState;
  /** the aggregator's own status code and text */
  statusCode: number;
  statusText: string;
}

export interface ProviderShipment {
  externalReference: string;
  carrier: string;
  serviceId: string;
  parcels: ProviderParcel[];
  /** what it cost, excluding VAT, minor units of SEK */
  price: number;
  /** the carrier's estimate, YYYY-MM-DD, when it gives one */
  estimatedDelivery?: string;
}

export interface TrackingEvent {
  /** ISO 8601 */
  at: string;
  state: ShipmentState;
  statusCode: number;
  message: string;
  location?: string;
}

export interface LabelDocument {
  format: LabelFormat;
  /** application/pdf or application/zpl */
  mime: string;
  data: Buffer;
}

/**
 * Why the aggregator would refuse to buy: said before anything is bought, in the reader's
 * language by `shipments.problem.<code>` filled with `params`.
 */
export type ShipmentProblemCode =
  | 'address_unservable'
  | 'overweight'
  | 'underweight'
  | 'dimensions_missing'
  | 'service_point_required'
  | 'service_point_not_served'
  | 'service_unknown'
  | 'country_not_served';

export interface ShipmentProblem {
  code: ShipmentProblemCode;
  /** which parcel (0-based) or field, where it concerns one */
  parcel?: number;
  field?: string;
  params: Record<string, string | number>;
  /** in English, for logs */
  text: string;
}

export interface ShippingSession {
  /** throws ConnectorError('auth') on bad credentials */
  test(): Promise<void>;
  /** the services the account may buy, for a destination country */
  services(toCountry: string): Promise<ShippingService[]>;
  servicePoints(query: ServicePointQuery): Promise<ServicePoint[]>;
  /**
   * What stops this request being bought, checked against the service's rules (weight, sizes,
   * the destination, the service point) and the carrier's address check; empty when it can be.
   */
  check(request: ShipmentRequest): Promise<ShipmentProblem[]>;
  /** buys the labels; throws ConnectorError('validation') with the provider's message when refused */
  create(request: ShipmentRequest): Promise<ProviderShipment>;
  /** the shipment bought under this external reference, or null when nothing was bought */
  findByReference(externalReference: string): Promise<ProviderShipment | null>;
  /** cancels every parcel; false when the carrier has it already (too late to cancel) */
  cancel(shipment: ProviderShipment): Promise<boolean>;
  /** the label of every parcel as one document in the format asked for */
  label(shipment: ProviderShipment, format: LabelFormat): Promise<LabelDocument>;
  /** the parcels' tracking events, oldest first */
  tracking(shipment: ProviderShipment): Promise<TrackingEvent[]>;
}

/** What a verified status webhook tells: which parcel moved, and to what. */
export interface ShippingWebhookEvent {
  /** for de-duplication: the same delivery twice is one */
  deliveryId: string;
  parcelId: string;
  externalReference?: string;
  trackingNumber?: string;
  event: TrackingEvent;
}

export interface ShippingWebhookSupport {
  verify(headers: Record<string, string | undefined>, rawBody: Buffer, secret: string): boolean;
  /** null for deliveries that are not a parcel's status */
  parse(headers: Record<string, string | undefined>, body: unknown): ShippingWebhookEvent | null;
  /** which credential holds the secret the signature is made with */
  secretField: string;
}

export interface ShippingConnector {
  id: string;
  name: string;
  kind: 'shipping';
  credentials: CredentialScheme;
  rateLimit: RateRule | null;
  defaultBaseUrl: string;
  console?: ConsoleSupport;
  open(settings: ConnectionSettings, runtime?: ConnectorRuntime): ShippingSession;
  webhooks: ShippingWebhookSupport;
}
