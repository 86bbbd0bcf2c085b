import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookedVouchers, syncEntries } from '../../../db/schema/sync';
import { outbox } from '../../../db/schema/outbox';
import { shipmentLabels, shipments } from '../../../db/schema/shipments';
import { subscriptions } from '../../../db/schema/subscriptions';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { runBulk } from '../bulk.service';
import { scheduleDueRuns } from '../../engine/scheduler';
import {
  buildWorld,
  caller,
  handForm,
  insertOrder,
  SENDCLOUD_KEYS,
  shippingOf,
} from './shipments-fixture';
import type { World } from './shipments-fixture';

let t: TestApp;
let w: World;
let as: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t, 'ship');
  as = caller(t, w.keys);
});
afterAll(async () => {
  await w.sim.close();
  await t.close();
});

interface ShipmentJson {
  id: number;
  status: string;
  tracking_number: string | null;
  service_point: { id: string; name: string } | null;
  labels: string[];
  order: number | null;
  order_id: string | null;
  events: { status: string; source: string }[];
  freight: { net: number; vat: number; paid: number | null; booking: { status: string } | null };
  delivered_at: string | null;
  can_cancel: boolean;
}

interface ProblemJson {
  code: string;
  field: string | null;
  message: string;
}

const shipmentCount = async () => (await t.ctx.db.select().from(shipments)).length;

async function buy(payload: object, who = 'owner') {
  const res = await as(who, 'POST', '/api/shipments/', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ShipmentJson>();
}

describe('buying a label', () => {
  it('buys to a service point from an order, stores the label and serves it', async () => {
    const order = await insertOrder(t.ctx.db, w.shopX, '1001', shippingOf('PostNord Ombud'));
    const points = await as(
      'owner',
      'GET',
      '/api/shipments/service-points/?country=SE&postal_code=11122&carrier=postnord',
    );
    expect(points.statusCode, points.body).toBe(200);
    const point = points.json<{ results: { id: string; name: string }[] }>().results[0]!;
    const draft = await as('owner', 'GET', `/api/shipments/draft/?order=${order.id}`);
    expect(draft.statusCode, draft.body).toBe(200);
    const { input } = draft.json<{ input: Record<string, unknown> }>();
    expect(input.receiver).toMatchObject({ name: 'Anna Andersson', postal_code: '11122' });
    const shipment = await buy({
      ...input,
      carrier: 'postnord',
      service: '1101',
      service_point: point.id,
    });
    expect(shipment.order).toBe(order.id);
    expect(shipment.order_id).toBe(order.orderId);
    expect(shipment.tracking_number).toBeTruthy();
    expect(shipment.service_point).toMatchObject({ id: point.id, name: point.name });
    expect(shipment.labels).toEqual(['pdf_a6']);
    expect(shipment.events.map((e) => e.source)).toEqual(['created']);
    expect(shipment.freight.paid).toBe(4900);
    expect(shipment.freight.vat).toBe(Math.round(shipment.freight.net * 0.25));

    const label = await as('owner', 'GET', `/api/shipments/${shipment.id}/label/`);
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toContain('application/pdf');
    expect(label.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    // another format is fetched once and kept
    const zpl = await as('owner', 'GET', `/api/shipments/${shipment.id}/label/?format=zpl_10x15`);
    expect(zpl.statusCode).toBe(200);
    expect(zpl.body.startsWith('^XA')).toBe(true);
    const kept = await t.ctx.db
      .select({ format: shipmentLabels.format })
      .from(shipmentLabels)
      .where(eq(shipmentLabels.shipmentId, shipment.id));
    expect(kept.map((k) => k.format).sort()).toEqual(['pdf_a6', 'zpl_10x15']);
  });

  it('explains what stops a purchase and buys nothing', async () => {
    const before = await shipmentCount();
    const check = async (payload: object) => {
      const res = await as('owner', 'POST', '/api/shipments/check/', payload);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ problems: ProblemJson[] }>().problems;
    };
    expect(await check(handForm())).toEqual([]);
    const heavy = await check(handForm({ parcels: [{ weight_grams: 25_000 }] }));
    expect(heavy.map((p) => p.code)).toEqual(['overweight']);
    expect(heavy[0]!.field).toBe('parcels.0.weight_grams');
    expect(heavy[0]!.message).toMatch(/25 kg.*at most 20 kg/);
    const schenker = await check(handForm({ carrier: 'schenker', service: '1501' }));
    expect(schenker.map((p) => p.code)).toContain('dimensions_missing');
    const budbee = await check(
      handForm({
        carrier: 'budbee',
        service: '1401',
        receiver: { ...handForm().receiver, postal_code: '98132', city: 'Kiruna' },
      }),
    );
    expect(budbee.map((p) => p.code)).toEqual(['address_unservable']);
    const point = await check(handForm({ service: '1101' }));
    expect(point.map((p) => p.code)).toEqual(['service_point_required']);
    expect(point[0]!.field).toBe('service_point');

    // a create with the same problem is refused with them, in the caller's language
    const refused = await as(
      'owner',
      'POST',
      '/api/shipments/',
      handForm({ parcels: [{ weight_grams: 25_000 }] }),
      'sv',
    );
    expect(refused.statusCode).toBe(400);
    const body = refused.json<{ problems: ProblemJson[]; detail: string }>();
    expect(body.problems[0]!.message).toMatch(/väger 25 kg/);
    // a hand-made shipment names the shop's order id with at least 8 digits (SPEC §5)
    const short = await as(
      'owner',
      'POST',
      '/api/shipments/check/',
      handForm({ order_id: '1234' }),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json<{ errors: Record<string, string[]> }>().errors.order_id).toBeTruthy();
    expect(await shipmentCount()).toBe(before);
  });

  it('keeps a refused purchase as failed, books nothing and answers why', async () => {
    await as('owner', 'PUT', '/api/shipments/settings/', settings({ book_freight: true }));
    w.sim.state.faults.refuseNextPurchase('The carrier is closed for the holidays.');
    const res = await as('owner', 'POST', '/api/shipments/', handForm());
    expect(res.statusCode).toBe(400);
    const [problem] = res.json<{ problems: ProblemJson[] }>().problems;
    expect(problem!.code).toBe('purchase_refused');
    expect(problem!.message).toContain('closed for the holidays');
    const [row] = await t.ctx.db.select().from(shipments).where(eq(shipments.purchase, 'failed'));
    expect(row?.failureCode).toBe('purchase_refused');
    const freight = await t.ctx.db
      .select()
      .from(syncEntries)
      .where(eq(syncEntries.kind, 'freight'));
    expect(freight).toEqual([]);
    const list = await as('owner', 'GET', '/api/shipments/');
    expect(list.json<{ results: { id: number }[] }>().results.map((r) => r.id)).not.toContain(
      row!.id,
    );
  });

  it('finds what a lost answer bought instead of buying again, and books its freight once', async () => {
    w.sim.state.faults.loseNextPurchase('server_error');
    const shipment = await buy(handForm());
    const [row] = await t.ctx.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    const sameReference = await t.ctx.db
      .select()
      .from(shipments)
      .where(eq(shipments.externalReference, row!.externalReference));
    expect(sameReference).toHaveLength(1);
    const bought = w.sim.state
      .parcels(SENDCLOUD_PUBLIC)
      .filter((p) => p.externalReference === row!.externalReference);
    expect(bought).toHaveLength(1);
    // the freight: 5710 and input VAT against 2440, one voucher, recorded Success
    const [entry] = await t.ctx.db
      .select()
      .from(syncEntries)
      .where(and(eq(syncEntries.kind, 'freight'), eq(syncEntries.sourceId, String(shipment.id))));
    expect(entry?.status, entry?.reason).toBe('Success');
    const vouchers = await t.ctx.db
      .select()
      .from(bookedVouchers)
      .where(eq(bookedVouchers.subscriptionId, w.subscriptionX));
    const voucher = vouchers.find((v) => v.description.includes(shipment.tracking_number!));
    expect(voucher?.rows.map((r) => [r.account, r.debit, r.credit])).toEqual([
      ['5710', shipment.freight.net, 0],
      ['2641', shipment.freight.vat, 0],
      ['2440', 0, shipment.freight.net + shipment.freight.vat],
    ]);
    const detail = await as('owner', 'GET', `/api/shipments/${shipment.id}/`);
    expect(detail.json<ShipmentJson>().freight.booking?.status).toBe('Success');
    // booking again (a retry) books nothing more
    const { bookFreight } = await import('../freight');
    const [subscription] = await t.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, w.subscriptionX));
    const fresh = (
      await t.ctx.db.select().from(shipments).where(eq(shipments.id, shipment.id))
    )[0]!;
    await bookFreight(t.ctx, subscription!, fresh, '5710');
    const after = await t.ctx.db
      .select()
      .from(bookedVouchers)
      .where(eq(bookedVouchers.subscriptionId, w.subscriptionX));
    expect(after).toHaveLength(vouchers.length);
    await as('owner', 'PUT', '/api/shipments/settings/', settings({ book_freight: false }));
  });

  it('credits a cancelled label’s booked freight once; freight never booked is settled, not booked', async () => {
    await as('owner', 'PUT', '/api/shipments/settings/', settings({ book_freight: true }));
    const vouchersOf = () =>
      t.ctx.db
        .select()
        .from(bookedVouchers)
        .where(eq(bookedVouchers.subscriptionId, w.subscriptionX));
    const booked = await buy(handForm());
    const before = (await vouchersOf()).length;
    expect((await as('owner', 'POST', `/api/shipments/${booked.id}/cancel/`)).statusCode).toBe(200);
    expect((await as('owner', 'POST', `/api/shipments/${booked.id}/cancel/`)).statusCode).toBe(409);
    const credits = (await vouchersOf()).slice(before);
    expect(credits).toHaveLength(1);
    const { net, vat } = booked.freight;
    expect(credits[0]!.rows.map((r) => [r.account, r.debit, r.credit])).toEqual([
      ['5710', 0, net],
      ['2641', 0, vat],
      ['2440', net + vat, 0],
    ]);
    const detail = (await as('owner', 'GET', `/api/shipments/${booked.id}/`)).json<{
      freight: { booking: { status: string }; reversal: { status: string; reference: string } };
    }>();
    expect(detail.freight.booking.status).toBe('Success');
    expect(detail.freight.reversal).toMatchObject({
      status: 'Success',
      reference: 'W ' + credits[0]!.number,
    });

    // a label whose freight booking failed, cancelled before anyone retried it: nothing is booked
    await as('owner', 'PUT', '/api/shipments/settings/', settings({ book_freight: false }));
    const unbooked = await buy(handForm());
    const entry = await failedFreightEntry(unbooked.id);
    const beforeCancel = (await vouchersOf()).length;
    await as('owner', 'POST', `/api/shipments/${unbooked.id}/cancel/`);
    const [settled] = await t.ctx.db.select().from(syncEntries).where(eq(syncEntries.id, entry));
    expect(settled?.status).toBe('Success');
    expect(settled?.reasonKey).toBe('engine.reason.freight_cancelled_unbooked');
    expect(await vouchersOf()).toHaveLength(beforeCancel);
    const reversals = await t.ctx.db
      .select()
      .from(syncEntries)
      .where(
        and(
          eq(syncEntries.kind, 'freight_reversal'),
          eq(syncEntries.sourceId, String(unbooked.id)),
        ),
      );
    expect(reversals).toEqual([]);
  });

  it('books a failed freight entry again, once: the owner on the shipment, staff from the sync entries', async () => {
    const vouchersOf = () =>
      t.ctx.db
        .select()
        .from(bookedVouchers)
        .where(eq(bookedVouchers.subscriptionId, w.subscriptionX));
    const mine = async (tracking: string) =>
      (await vouchersOf()).filter((v) => v.description.includes(tracking));

    const owners = await buy(handForm());
    await failedFreightEntry(owners.id);
    const failedDetail = await as('owner', 'GET', `/api/shipments/${owners.id}/`);
    expect(failedDetail.json<ShipmentJson>().freight.booking?.status).toBe('Failed');
    const again = await as('owner', 'POST', `/api/shipments/${owners.id}/freight/retry/`);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<ShipmentJson>().freight.booking?.status).toBe('Success');
    expect(await mine(owners.tracking_number!)).toHaveLength(1);
    const nothing = await as('owner', 'POST', `/api/shipments/${owners.id}/freight/retry/`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json<{ detail: string }>().detail).toMatch(/nothing to book again/);
    expect(await mine(owners.tracking_number!)).toHaveLength(1);

    const staffs = await buy(handForm());
    const entry = await failedFreightEntry(staffs.id);
    const retry = () => as('Inhouse', 'POST', '/api/sync-entries/retry/', { ids: [entry] });
    const first = await retry();
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toMatchObject({ total: 1, done: 1, failed: 0, skipped: 0 });
    const [row] = await t.ctx.db.select().from(syncEntries).where(eq(syncEntries.id, entry));
    expect(row?.status).toBe('Success');
    expect(await mine(staffs.tracking_number!)).toHaveLength(1);
    expect((await retry()).json()).toMatchObject({ total: 1, done: 1 });
    expect(await mine(staffs.tracking_number!)).toHaveLength(1);
  });
});

/** A freight entry left Failed for a bought shipment, as a ledger that was down leaves it. */
async function failedFreightEntry(shipmentId: number): Promise<number> {
  const [row] = await t.ctx.db.select().from(shipments).where(eq(shipments.id, shipmentId));
  const now = new Date();
  const [entry] = await t.ctx.db
    .insert(syncEntries)
    .values({
      subscriptionId: w.subscriptionX,
      companyId: w.companyX,
      source: 'sendcloud',
      sourceId: String(shipmentId),
      kind: 'freight',
      eventType: 'freight',
      elementType: 'e7',
      referenceNumber: row!.trackingNumber ?? row!.externalReference,
      status: 'Failed',
      reason: 'The ledger could not be reached',
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await t.ctx.db
    .update(shipments)
    .set({ freightEntryId: entry!.id })
    .where(eq(shipments.id, shipmentId));
  return entry!.id;
}

const SENDCLOUD_PUBLIC = 'sc_public_3f8a61c2d94b';

function settings(overrides: Record<string, unknown> = {}) {
  return {
    default_carrier: 'postnord',
    default_service: '1102',
    default_weight_grams: 1000,
    package_type: 'parcel',
    default_length_cm: null,
    default_width_cm: null,
    default_height_cm: null,
    label_format: 'pdf_a6',
    service_mappings: [],
    book_freight: false,
    freight_account: '5710',
    notify_customer: false,
    ...overrides,
  };
}

describe('after buying', () => {
  let shipment: ShipmentJson;
  beforeAll(async () => {
    shipment = await buy(handForm());
  });

  it('a status webhook moves the shipment to Delivered; a wrong signature is refused', async () => {
    const state = w.sim.state;
    const [parcel] = state
      .parcels(SENDCLOUD_PUBLIC)
      .filter((p) => p.trackingNumber === shipment.tracking_number);
    state.setWebhook(SENDCLOUD_PUBLIC, `http://portal.test/api/webhooks/${w.subscriptionX}/`);
    const sent = state.webhookDeliveries().length;
    state.advance(parcel!.id, 11);
    await state.flushWebhooks();
    const delivery = state.webhookDeliveries()[sent]!;
    const url = `/api/webhooks/${w.subscriptionX}/`;
    const post = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'sendcloud-signature': signature },
        payload: delivery.body,
      });
    const forged = await post('0'.repeat(64));
    expect(forged.statusCode).toBe(401);
    expect(
      (await as('owner', 'GET', `/api/shipments/${shipment.id}/`)).json<ShipmentJson>().status,
    ).toBe('Pending');
    const good = await post(delivery.signature);
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toEqual({ accepted: true, duplicate: false });
    expect((await post(delivery.signature)).json()).toEqual({ accepted: true, duplicate: true });
    const detail = (
      await as('owner', 'GET', `/api/shipments/${shipment.id}/`)
    ).json<ShipmentJson>();
    expect(detail.status).toBe('Delivered');
    expect(detail.delivered_at).toBeTruthy();
    expect(detail.events.map((e) => e.source)).toEqual(['created', 'webhook']);
    expect(detail.can_cancel).toBe(false);
    state.setWebhook(SENDCLOUD_PUBLIC, null);
  });

  it('cancels a label the carrier does not have yet, and says why it cannot after', async () => {
    const fresh = await buy(handForm());
    const cancelled = await as('owner', 'POST', `/api/shipments/${fresh.id}/cancel/`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<ShipmentJson>().status).toBe('Cancelled');
    const again = await as('owner', 'POST', `/api/shipments/${fresh.id}/cancel/`);
    expect(again.statusCode).toBe(409);
    const delivered = await as('owner', 'POST', `/api/shipments/${shipment.id}/cancel/`);
    expect(delivered.statusCode).toBe(409);
    expect(delivered.json<{ detail: string }>().detail).toMatch(/can no longer be cancelled/);
  });

  it('prints labels in the order named: one PDF, or ZPL one after another', async () => {
    const second = await buy(handForm({ parcels: [{ weight_grams: 500 }, { weight_grams: 700 }] }));
    const pdf = await as('owner', 'POST', '/api/shipments/labels/', {
      ids: [second.id, shipment.id],
    });
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const merged = await PDFDocument.load(pdf.rawPayload);
    expect(merged.getPageCount()).toBe(3);
    const zpl = await as('owner', 'POST', '/api/shipments/labels/', {
      ids: [shipment.id, second.id],
      format: 'zpl_10x15',
    });
    expect(zpl.statusCode, zpl.body).toBe(200);
    expect(zpl.body.match(/\^XA/g)).toHaveLength(3);
    expect(zpl.body.indexOf(shipment.tracking_number!)).toBeLessThan(
      zpl.body.indexOf(second.tracking_number!),
    );
  });

  it('changes only the reference and the receiver’s contact details', async () => {
    const res = await as('owner', 'PATCH', `/api/shipments/${shipment.id}/`, {
      reference: 'Paket till Bo',
      phone: '+46700000000',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      reference: 'Paket till Bo',
      receiver: { phone: '+46700000000', name: 'Bo Berg' },
    });
    const carrier = await as('owner', 'PATCH', `/api/shipments/${shipment.id}/`, {
      carrier: 'dhl',
    });
    expect(carrier.statusCode).toBe(400);
  });

  it('lists, filters and counts what the owner has bought', async () => {
    const list = async (query: string) => {
      const res = await as('owner', 'GET', `/api/shipments/?limit=500${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ count: number; results: { id: number; status: string }[] }>();
    };
    const delivered = await list('&status=Delivered');
    expect(delivered.results.map((r) => r.id)).toEqual([shipment.id]);
    expect((await list(`&q=${shipment.tracking_number}`)).results.map((r) => r.id)).toEqual([
      shipment.id,
    ]);
    expect((await list('&q=Bo%20Berg')).count).toBeGreaterThan(1);
    const bad = await as('owner', 'GET', '/api/shipments/?status=Lost');
    expect(bad.statusCode).toBe(400);
    const dashboard = await as('owner', 'GET', '/api/shipments/dashboard/');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const body = dashboard.json<{
      by_status: Record<string, number>;
      per_day: { created: number; delivered: number }[];
      connected: boolean;
      freight: { paid: number; cost: number; shipments: number };
    }>();
    // paid against cost only where both are known: a shipment made by hand has no payment
    const rows = await t.ctx.db.select().from(shipments).where(eq(shipments.companyId, w.companyX));
    const live = rows.filter((r) => r.status !== 'Cancelled' && r.freightNet !== null);
    const known = live.filter((r) => r.shippingPaid !== null);
    expect(known.length).toBeGreaterThan(0);
    expect(live.length).toBeGreaterThan(known.length);
    expect(body.freight).toEqual({
      paid: known.reduce((n, r) => n + r.shippingPaid!, 0),
      cost: known.reduce((n, r) => n + r.freightNet! + r.freightVat!, 0),
      shipments: known.length,
    });
    const all = await list('');
    expect(Object.values(body.by_status).reduce((a, b) => a + b, 0)).toBe(all.count);
    expect(body.by_status.Delivered).toBe(1);
    expect(body.per_day).toHaveLength(30);
    expect(body.per_day.reduce((n, d) => n + d.delivered, 0)).toBe(1);
    expect(body.connected).toBe(true);
  });

  it('e-mails the receiver the tracking link in their language', async () => {
    const res = await as('owner', 'POST', `/api/shipments/${shipment.id}/notify/`);
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await t.ctx.db.select().from(outbox).where(eq(outbox.to, 'bo@example.se'));
    expect(mail?.subject).toMatch(/Norrsken Test AB/);
    expect(mail?.text).toContain(shipment.tracking_number!);
    expect(mail?.locale).toBe('sv');
  });
});

describe('settings and bulk', () => {
  it('refuses a default service or a mapping that is not its carrier’s, and keeps what was saved', async () => {
    const url = '/api/shipments/settings/';
    const before = (await as('owner', 'GET', url)).body;
    const wrongDefault = await as(
      'owner',
      'PUT',
      url,
      settings({ default_carrier: 'dhl', default_service: '1102' }),
      'sv',
    );
    expect(wrongDefault.statusCode).toBe(400);
    expect(wrongDefault.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      default_service: ['Den valda tjänsten är inte en som DHL erbjuder. Välj en i listan.'],
    });
    const wrongMapping = await as(
      'owner',
      'PUT',
      url,
      settings({
        service_mappings: [{ shipping_method: 'Hem', carrier: 'bring', service: '1401' }],
      }),
    );
    expect(wrongMapping.statusCode).toBe(400);
    expect(wrongMapping.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      'service_mappings.0.service': ['The service chosen for “Hem” is not one Bring offers.'],
    });
    expect((await as('owner', 'GET', url)).body).toBe(before);
  });

  it('uses the service mapped for the order’s shipping method in the next draft and create', async () => {
    const put = await as(
      'owner',
      'PUT',
      '/api/shipments/settings/',
      settings({
        service_mappings: [{ shipping_method: 'dhl paket', carrier: 'dhl', service: '1202' }],
      }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<{ webhook_url: string }>().webhook_url).toBe(
      `http://portal.test/api/webhooks/${w.subscriptionX}/`,
    );
    const order = await insertOrder(t.ctx.db, w.shopX, '1002', shippingOf('DHL Paket'));
    const draft = (await as('owner', 'GET', `/api/shipments/draft/?order=${order.id}`)).json<{
      input: { service: string; carrier: string; parcels: { weight_grams: number }[] };
      mapped: boolean;
    }>();
    expect(draft).toMatchObject({ mapped: true, input: { carrier: 'dhl', service: '1202' } });
    expect(draft.input.parcels[0]!.weight_grams).toBe(500);
    const shipment = await buy(draft.input);
    expect(shipment).toMatchObject({ order: order.id });
    const options = (await as('owner', 'GET', '/api/shipments/options/')).json<{
      shop_methods: string[];
    }>();
    expect(options.shop_methods).toEqual(expect.arrayContaining(['DHL Paket', 'PostNord Ombud']));
  });

  it('bulk creates from orders: one failing does not stop the others', async () => {
    const good1 = await insertOrder(t.ctx.db, w.shopX, '2001', shippingOf('Hem'));
    const bad = await insertOrder(t.ctx.db, w.shopX, '2002', null);
    const good2 = await insertOrder(t.ctx.db, w.shopX, '2003', shippingOf('Hem'));
    const start = await as('owner', 'POST', '/api/shipments/bulk/', {
      orders: [good1.id, bad.id, good2.id],
    });
    expect(start.statusCode, start.body).toBe(202);
    const job = start.json<{ id: string; total: number; finished: boolean }>();
    expect(job).toMatchObject({ total: 3, finished: false });
    const sent = t.queue.sent.find((s) => s.name === 'shipments.bulk');
    await runBulk(t.ctx, (sent!.data as { taskId: number }).taskId);
    const progress = (await as('owner', 'GET', `/api/shipments/bulk/${job.id}/`)).json<{
      done: number;
      succeeded: number;
      failed: number;
      finished: boolean;
      results: {
        order: number;
        ok: boolean;
        tracking_number: string | null;
        problems: ProblemJson[];
      }[];
    }>();
    expect(progress).toMatchObject({ done: 3, succeeded: 2, failed: 1, finished: true });
    const failed = progress.results.find((r) => r.order === bad.id)!;
    expect(failed.ok).toBe(false);
    expect(failed.problems[0]!.code).toBe('order_without_address');
    expect(progress.results.filter((r) => r.ok).every((r) => r.tracking_number)).toBe(true);
    // another company's owner does not see the job
    expect((await as('ownerZ', 'GET', `/api/shipments/bulk/${job.id}/`)).statusCode).toBe(404);
  });
});

describe('the shipping app as a subscription', () => {
  it('is connected and tested through app settings like any app, and never synced as a shop', async () => {
    const [pending] = await t.ctx.db
      .insert(subscriptions)
      .values({
        companyId: w.companyX,
        application: 'sendcloud',
        accounting: 'sie',
        status: 'Pending',
        startDate: '2026-11-01',
      })
      .returning();
    const url = `/api/subscriptions/${pending!.id}/connections/app/`;
    const view = await as('owner', 'GET', `/api/subscriptions/${pending!.id}/connections/`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ app: { connector_id: 'sendcloud', connected: false } });
    const wrong = { credentials: { public_key: 'nope', secret_key: 'nope' }, base_url: w.sim.url };
    expect((await as('owner', 'PUT', url, wrong)).statusCode).toBe(200);
    const refused = await as('owner', 'POST', `${url}test/`);
    expect(refused.json()).toMatchObject({ ok: false, outcome: 'invalid_keys' });
    const right = { credentials: { ...SENDCLOUD_KEYS }, base_url: w.sim.url };
    expect((await as('owner', 'PUT', url, right)).statusCode).toBe(200);
    const valid = await as('owner', 'POST', `${url}test/`);
    expect(valid.json()).toMatchObject({ ok: true, outcome: 'valid' });
    // the schedule passes the shipping subscriptions by
    t.queue.sent.length = 0;
    await scheduleDueRuns(t.ctx);
    const runs = t.queue.sent.filter((s) => s.name === 'sync.run');
    const shipping = [w.subscriptionX, w.subscriptionZ];
    expect(
      runs.filter((r) => shipping.includes((r.data as { subscriptionId: number }).subscriptionId)),
    ).toEqual([]);
    await t.ctx.db.delete(subscriptions).where(eq(subscriptions.id, pending!.id));
  });
});

describe('who may', () => {
  let mine: ShipmentJson;
  beforeAll(async () => {
    mine = await buy(handForm());
  });

  it("answers 404 for another company's shipment, everywhere", async () => {
    expect((await as('ownerZ', 'GET', `/api/shipments/${mine.id}/`)).statusCode).toBe(404);
    expect((await as('ownerZ', 'GET', `/api/shipments/${mine.id}/label/`)).statusCode).toBe(404);
    expect((await as('ownerZ', 'POST', `/api/shipments/${mine.id}/cancel/`)).statusCode).toBe(404);
    expect(
      (await as('ownerZ', 'PATCH', `/api/shipments/${mine.id}/`, { reference: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await as('ownerZ', 'POST', '/api/shipments/labels/', { ids: [mine.id] })).statusCode,
    ).toBe(404);
    const list = (await as('ownerZ', 'GET', '/api/shipments/')).json<{ count: number }>();
    expect(list.count).toBe(0);
    expect((await as('owner', 'GET', `/api/shipments/${mine.id}/`)).statusCode).toBe(200);
  });

  it('refuses every role but the owner', async () => {
    for (const who of ['colleague', 'Inhouse', 'MasterAccountant', 'PartnerAccountant']) {
      for (const [method, url] of [
        ['GET', '/api/shipments/'],
        ['GET', '/api/shipments/dashboard/'],
        ['GET', `/api/shipments/${mine.id}/`],
        ['POST', '/api/shipments/'],
      ] as const) {
        const res = await as(who, method, url, method === 'POST' ? handForm() : undefined);
        expect(res.statusCode, `${who} ${method} ${url}`).toBe(403);
      }
    }
    expect(await shipmentCount()).toBeGreaterThan(0);
  });
});
