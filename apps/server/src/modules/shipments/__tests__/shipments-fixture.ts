import type { SaleShipping } from '@portal/connectors/model/sale';
import { createSendcloudSimulator, DEFAULT_ACCOUNT } from '@portal/simulators/sendcloud/server';
import type { SendcloudSimulator } from '@portal/simulators/sendcloud/server';
import type { Db } from '../../../db/client';
import { salesOrders } from '../../../db/schema/sales';
import { syncEntries } from '../../../db/schema/sync';
import { createUser, signIn } from '../../../test/fixtures';
import { call } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { addCompanyMember, insertCompany } from '../../companies/companies.repository';
import { insertConnection } from '../../engine/connections.repository';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';

export const SENDCLOUD_KEYS = {
  public_key: DEFAULT_ACCOUNT.publicKey,
  secret_key: DEFAULT_ACCOUNT.secretKey,
};

/** A company with a Sendcloud subscription on the simulator (booking freight into SIE files). */
export async function connectSendcloud(db: Db, companyId: number, baseUrl: string) {
  const subscription = await insertSubscription(db, {
    companyId,
    application: 'sendcloud',
    accounting: 'sie',
    status: 'Active',
    isLive: true,
    startDate: '2026-11-01',
  });
  await insertConnection(db, {
    subscriptionId: subscription.id,
    side: 'app',
    connectorId: 'sendcloud',
    baseUrl,
    credentials: { ...SENDCLOUD_KEYS },
    simulated: true,
  });
  return subscription;
}

/** A shop subscription whose orders the sales panel shows (the shipments' source). */
export async function shopOf(db: Db, companyId: number) {
  return insertSubscription(db, {
    companyId,
    application: 'shopify',
    accounting: 'sie',
    status: 'Active',
    startDate: '2026-11-01',
  });
}

export const stockholmAddress = {
  name: 'Anna Andersson',
  address1: 'Storgatan 1',
  zip: '11122',
  city: 'Stockholm',
  country: 'SE',
  email: 'anna@example.se',
  phone: '+46701234567',
};

/** A sales panel order with its shipping data, as the engine records it. */
export async function insertOrder(
  db: Db,
  shop: { id: number; companyId: number },
  number: string,
  shipping: SaleShipping | null,
) {
  const now = new Date();
  const [entry] = await db
    .insert(syncEntries)
    .values({
      subscriptionId: shop.id,
      companyId: shop.companyId,
      source: 'shopify',
      sourceId: `gid-${number}`,
      kind: 'order',
      eventType: 'order',
      elementType: 'e7',
      referenceNumber: number,
      status: 'Success',
    })
    .returning();
  const [order] = await db
    .insert(salesOrders)
    .values({
      subscriptionId: shop.id,
      companyId: shop.companyId,
      syncEntryId: entry!.id,
      source: 'shopify',
      sourceId: `gid-${number}`,
      kind: 'order',
      orderId: `55512345${number}`,
      orderNumber: `#${number}`,
      customer: shipping?.address?.name ?? 'Okänd kund',
      customerEmail: shipping?.address?.email ?? null,
      currency: 'SEK',
      total: 50_000,
      orderDate: '2026-11-20',
      lastUpdated: now,
      syncStatus: 'Success',
      shipping,
    })
    .returning();
  return order!;
}

export const shippingOf = (method: string, address = stockholmAddress): SaleShipping => ({
  address,
  method,
  paid: 4900,
  items: [
    { description: 'Ullmössa', sku: 'MOSSA-1', quantity: 2, grams: 150, unitPrice: 24_900 },
    { description: 'Vantar', sku: 'VANT-1', quantity: 1, grams: 200, unitPrice: 19_900 },
  ],
});

export interface World {
  sim: SendcloudSimulator;
  companyX: number;
  companyZ: number;
  subscriptionX: number;
  subscriptionZ: number;
  shopX: { id: number; companyId: number };
  keys: Record<string, string>;
}

/**
 * Company X (owner, colleague) and company Z (its own owner), both with Sendcloud on one
 * simulator; the roles that may not open shipments at all.
 */
export async function buildWorld(t: TestApp, prefix: string): Promise<World> {
  const db = t.ctx.db;
  const sim = await createSendcloudSimulator({ accounts: [DEFAULT_ACCOUNT], seed: 18 });
  const x = await insertCompany(db, {
    name: 'Norrsken Test AB',
    organizationNumber: `${prefix}-1`,
    addressLine1: 'Kungsgatan 5',
    zipCode: '11143',
    city: 'Stockholm',
  });
  const z = await insertCompany(db, { name: 'Zeta AB', organizationNumber: `${prefix}-2` });
  const owner = await createUser(db, {
    email: `owner@${prefix}.test`,
    role: 'Owner',
    locale: 'en',
  });
  const colleague = await createUser(db, { email: `colleague@${prefix}.test`, role: 'Colleague' });
  const ownerZ = await createUser(db, { email: `owner-z@${prefix}.test`, role: 'Owner' });
  await addCompanyMember(db, owner.id, x.id, 'Owner');
  await addCompanyMember(db, colleague.id, x.id, 'Colleague');
  await addCompanyMember(db, ownerZ.id, z.id, 'Owner');
  const keys: Record<string, string> = {};
  for (const role of ['Inhouse', 'MasterAccountant', 'PartnerAccountant'] as const) {
    const email = `${role.toLowerCase()}@${prefix}.test`;
    await createUser(db, {
      email,
      role,
      ...(role === 'Inhouse' ? {} : { firm: { name: `Byrå ${role} ${prefix}` } }),
    });
    keys[role] = await signIn(t.app, email);
  }
  keys.owner = await signIn(t.app, `owner@${prefix}.test`);
  keys.colleague = await signIn(t.app, `colleague@${prefix}.test`);
  keys.ownerZ = await signIn(t.app, `owner-z@${prefix}.test`);
  const subscriptionX = await connectSendcloud(db, x.id, sim.url);
  const subscriptionZ = await connectSendcloud(db, z.id, sim.url);
  const shopX = await shopOf(db, x.id);
  return {
    sim,
    companyX: x.id,
    companyZ: z.id,
    subscriptionX: subscriptionX.id,
    subscriptionZ: subscriptionZ.id,
    shopX,
    keys,
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const caller =
  (t: TestApp, keys: Record<string, string>) =>
  (who: string, method: Method, url: string, payload?: object, lang = 'en') =>
    call(t.app, { method, url, key: keys[who], lang, ...(payload ? { payload } : {}) });

/** A form by hand to a Stockholm address with PostNord's home delivery, one 1.2 kg parcel. */
export const handForm = (overrides: Record<string, unknown> = {}) => ({
  order_id: '123456789',
  carrier: 'postnord',
  service: '1102',
  receiver: {
    name: 'Bo Berg',
    address1: 'Drottninggatan 10',
    postal_code: '11151',
    city: 'Stockholm',
    country: 'SE',
    email: 'bo@example.se',
  },
  parcels: [{ weight_grams: 1200, contents: [{ description: 'Bok', quantity: 1, value: 19_900 }] }],
  ...overrides,
});
