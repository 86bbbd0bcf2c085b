import type { SendcloudSimulator } from '@portal/simulators/sendcloud/server';
import type { ShipmentForm } from '@portal/contracts/schemas/shipments';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { companies } from '../db/schema/companies';
import { shipmentEvents, shipments } from '../db/schema/shipments';
import { subscriptions } from '../db/schema/subscriptions';
import type { SubscriptionRow } from '../db/schema/subscriptions';
import { buyShipment } from '../modules/shipments/purchase.service';
import { saveSettings } from '../modules/shipments/settings.repository';
import { takeShippingWebhook } from '../modules/shipments/shipments.webhook';
import { updateShipment } from '../modules/shipments/shipments.repository';
import { insertSubscription } from '../modules/subscriptions/subscriptions.repository';

const NORRSKEN = '556677-8899';
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The demo shops' shipping methods (Shopify's and WooCommerce's simulators) → a service. */
const MAPPINGS = [
  { shippingMethod: 'PostNord Ombud', carrier: 'postnord', serviceId: '1101' },
  { shippingMethod: 'PostNord Hemleverans', carrier: 'postnord', serviceId: '1102' },
  { shippingMethod: 'Budbee Hem', carrier: 'budbee', serviceId: '1401' },
  { shippingMethod: 'DHL Service Point', carrier: 'dhl', serviceId: '1201' },
];

/** Sendcloud's status ids the carrier scans move a parcel through. */
const PICKED_UP = 22;
const SORTED = 5;
const EN_ROUTE = 91;
const DELIVERED = 11;

interface DemoShipment {
  receiver: ShipmentForm['receiver'];
  service: string;
  carrier: string;
  grams: number;
  /** days ago it was bought */
  age: number;
  /** the scans after the purchase, in hours after it */
  scans: [number, number][];
  cancel?: boolean;
  /** the carrier's estimate has passed (a late shipment) */
  late?: boolean;
}

const person = (name: string, address1: string, postal: string, city: string, country = 'SE') => ({
  name,
  company: '',
  address1,
  address2: '',
  postal_code: postal,
  city,
  country,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.se`,
  phone: '',
});

const DEMO: DemoShipment[] = [
  {
    receiver: person('Elsa Lind', 'Sveavägen 44', '11134', 'Stockholm'),
    service: '1102',
    carrier: 'postnord',
    grams: 1200,
    age: 0,
    scans: [],
  },
  {
    receiver: person('Oskar Berg', 'Kungsportsavenyen 12', '41136', 'Göteborg'),
    service: '1401',
    carrier: 'budbee',
    grams: 800,
    age: 0,
    scans: [],
    cancel: true,
  },
  {
    receiver: person('Maja Holm', 'Stortorget 3', '21122', 'Malmö'),
    service: '1401',
    carrier: 'budbee',
    grams: 650,
    age: 1,
    scans: [[5, PICKED_UP]],
  },
  {
    receiver: person('Liam Ek', 'Storgatan 18', '90326', 'Umeå'),
    service: '1202',
    carrier: 'dhl',
    grams: 2400,
    age: 1,
    scans: [[3, PICKED_UP]],
  },
  {
    receiver: person('Wilma Sjöberg', 'Drottninggatan 7', '75310', 'Uppsala'),
    service: '1102',
    carrier: 'postnord',
    grams: 1800,
    age: 2,
    scans: [
      [4, PICKED_UP],
      [14, SORTED],
    ],
  },
  {
    receiver: person('Ingrid Dahl', 'Karl Johans gate 20', '0159', 'Oslo', 'NO'),
    service: '1301',
    carrier: 'bring',
    grams: 3100,
    age: 7,
    late: true,
    scans: [
      [5, PICKED_UP],
      [20, SORTED],
      [44, EN_ROUTE],
    ],
  },
  {
    receiver: person('Nils Åkesson', 'Östra Hamngatan 5', '41110', 'Göteborg'),
    service: '1102',
    carrier: 'postnord',
    grams: 950,
    age: 6,
    late: true,
    scans: [
      [6, PICKED_UP],
      [22, SORTED],
    ],
  },
  {
    receiver: person('Alice Nyberg', 'Vasagatan 9', '11120', 'Stockholm'),
    service: '1102',
    carrier: 'postnord',
    grams: 1400,
    age: 4,
    scans: [
      [3, PICKED_UP],
      [18, SORTED],
      [30, EN_ROUTE],
      [40, DELIVERED],
    ],
  },
  {
    receiver: person('Hugo Lindqvist', 'Nygatan 21', '60224', 'Norrköping'),
    service: '1202',
    carrier: 'dhl',
    grams: 4200,
    age: 5,
    scans: [
      [4, PICKED_UP],
      [20, SORTED],
      [46, DELIVERED],
    ],
  },
  {
    receiver: person('Freja Jensen', 'Strøget 14', '1160', 'København', 'DK'),
    service: '1202',
    carrier: 'dhl',
    grams: 1100,
    age: 8,
    scans: [
      [5, PICKED_UP],
      [26, SORTED],
      [50, EN_ROUTE],
      [70, DELIVERED],
    ],
  },
];

function demoForm(demo: DemoShipment, i: number): ShipmentForm {
  return {
    order: null,
    order_id: String(5_512_340_000 + i * 7),
    carrier: demo.carrier,
    service: demo.service,
    service_point: null,
    receiver: demo.receiver,
    parcels: [
      {
        weight_grams: demo.grams,
        length_cm: null,
        width_cm: null,
        height_cm: null,
        contents: [{ description: 'Ullfilt', sku: '', quantity: 1, value: 49_900 }],
        description: '',
      },
    ],
    reference: `Demo ${i + 1}`,
    currency: 'SEK',
  };
}

/** `work` over every item, `size` at a time, results in the items' order. */
async function inBatches<T, R>(items: T[], size: number, work: (item: T, i: number) => Promise<R>) {
  const results: R[] = [];
  for (let from = 0; from < items.length; from += size) {
    const batch = items.slice(from, from + size);
    results.push(...(await Promise.all(batch.map((item, j) => work(item, from + j)))));
  }
  return results;
}

/** Norrsken's Sendcloud subscription, booking freight into its Fortnox; made once. */
export async function ensureDemoShipping(ctx: AppContext): Promise<SubscriptionRow | undefined> {
  const [company] = await ctx.db
    .select()
    .from(companies)
    .where(eq(companies.organizationNumber, NORRSKEN));
  if (!company) return undefined;
  const [existing] = await ctx.db
    .select()
    .from(subscriptions)
    .where(
      and(eq(subscriptions.companyId, company.id), eq(subscriptions.application, 'sendcloud')),
    );
  if (existing) return existing;
  const today = new Date().toISOString().slice(0, 10);
  return insertSubscription(ctx.db, {
    companyId: company.id,
    application: 'sendcloud',
    accounting: 'fortnox',
    status: 'Active',
    isLive: true,
    startDate: today,
    activatedAt: new Date(),
  });
}

/** The simulator's signed deliveries since `from`, each taken through the portal's webhook path. */
async function deliverWebhooks(
  ctx: AppContext,
  subscription: SubscriptionRow,
  sim: SendcloudSimulator,
  from: number,
) {
  const deliveries = sim.state.webhookDeliveries().slice(from);
  for (const d of deliveries) {
    await takeShippingWebhook(
      ctx,
      subscription,
      { 'sendcloud-signature': d.signature, 'content-type': 'application/json' },
      Buffer.from(d.body, 'utf8'),
    );
  }
}

/**
 * The demo owner's shipments, once: settings mapping the demo shops' methods, and shipments in
 * every status bought through the real purchase path against the simulator (labels stored),
 * their timelines told by the simulator's signed webhooks.
 */
export async function seedDemoShipments(
  ctx: AppContext,
  subscription: SubscriptionRow,
  sim: SendcloudSimulator,
  publicKey: string,
) {
  const companyId = subscription.companyId;
  const [any] = await ctx.db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.companyId, companyId))
    .limit(1);
  if (any) return 0;
  await saveSettings(ctx.db, {
    companyId,
    defaultCarrier: 'postnord',
    defaultServiceId: '1102',
    defaultWeightGrams: 1000,
    labelFormat: 'pdf_a6',
    serviceMappings: MAPPINGS,
    notifyCustomer: false,
    bookFreight: false,
    updatedAt: new Date(),
  });
  // the simulator is in this process: no need to pace the demo's own purchases (ADR 042's
  // budget protects a real account's limits)
  const unpaced: AppContext = {
    ...ctx,
    config: { ...ctx.config, sync: { ...ctx.config.sync, rateLimits: false } },
  };
  const now = Date.now();
  const boughtAt = DEMO.map((demo, i) => now - demo.age * DAY - (i % 5) * HOUR);
  // bought a few at a time: each is a handful of calls to the simulator and a label rendered
  const rows = await inBatches(DEMO, 5, (demo, i) =>
    buyShipment(unpaced, companyId, demoForm(demo, i), null).catch((error: unknown) => {
      ctx.log.warn({ err: error }, 'demo shipment not bought');
      return null;
    }),
  );
  const sent = sim.state.webhookDeliveries().length;
  for (const [i, row] of rows.entries()) {
    if (!row) continue;
    const demo = DEMO[i]!;
    const bought = boughtAt[i]!;
    const estimated = new Date(bought + (demo.late ? 2 : 3) * DAY).toISOString().slice(0, 10);
    await updateShipment(ctx.db, row.id, {
      createdAt: new Date(bought),
      estimatedDelivery: estimated,
    });
    // bought days ago: its first event too, so the carrier's scans come after it
    await ctx.db
      .update(shipmentEvents)
      .set({ at: new Date(bought) })
      .where(eq(shipmentEvents.shipmentId, row.id));
    const parcelId = Number(row.parcels[0]?.providerId);
    for (const [hours, status] of demo.scans) {
      sim.state.advance(parcelId, status, bought + hours * HOUR);
    }
    if (demo.cancel) sim.state.cancel(publicKey, parcelId);
  }
  await deliverWebhooks(ctx, subscription, sim, sent);
  const made = rows.filter(Boolean).length;
  return made;
}
