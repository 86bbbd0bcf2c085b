import { createSendcloudSimulator, DEFAULT_ACCOUNT } from '@portal/simulators/sendcloud/server';
import type { SendcloudSimulatorOptions } from '@portal/simulators/sendcloud/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConnectorRuntime } from '../../sdk/connector';
import type { ApiLogEntry } from '../../sdk/log';
import type { ShipmentRequest } from '../../sdk/shipping';
import { codeOf } from '../../testing/contract-suite';
import { sendcloudConnector } from '../connector';
import { stateOf } from '../mapping/status';
import { servicePointBase } from '../transport';

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function account(options: SendcloudSimulatorOptions = {}, runtime: ConnectorRuntime = {}) {
  const sim = await createSendcloudSimulator({ seed: 4, retryAfterSeconds: 0, ...options });
  closers.push(sim.close);
  const log: ApiLogEntry[] = [];
  const session = sendcloudConnector.open(
    {
      baseUrl: sim.url,
      credentials: { public_key: DEFAULT_ACCOUNT.publicKey, secret_key: DEFAULT_ACCOUNT.secretKey },
    },
    { log: (entry) => log.push(entry), sleep: async () => {}, timeoutMs: 2_000, ...runtime },
  );
  return { sim, session, log, parcels: () => sim.state.parcels(DEFAULT_ACCOUNT.publicKey) };
}

const request = (overrides: Partial<ShipmentRequest> = {}): ShipmentRequest => ({
  externalReference: 'shp-0001',
  orderNumber: '10045678',
  serviceId: '1102',
  receiver: {
    name: 'Anna Andersson',
    address1: 'Hornsgatan 12',
    postalCode: '11851',
    city: 'Stockholm',
    country: 'SE',
  },
  parcels: [
    { weightGrams: 1_250, items: [{ description: 'Yllesockor', quantity: 2, value: 14_900 }] },
    { weightGrams: 800, lengthCm: 30, widthCm: 20, heightCm: 10, items: [] },
  ],
  value: 29_800,
  currency: 'SEK',
  label: 'pdf_a6',
  ...overrides,
});

describe('Sendcloud connector', () => {
  it('declares Basic keys, the secret one signing webhooks, and Sendcloud’s API', () => {
    expect(sendcloudConnector).toMatchObject({
      id: 'sendcloud',
      kind: 'shipping',
      defaultBaseUrl: 'https://panel.sendcloud.sc/api/v2',
      rateLimit: { capacity: 15, perSecond: 5 },
      webhooks: { secretField: 'secret_key' },
    });
    expect(
      sendcloudConnector.credentials.fields.map(({ key, secret }) => ({ key, secret })),
    ).toEqual([
      { key: 'public_key', secret: false },
      { key: 'secret_key', secret: true },
    ]);
  });

  it('reads service points from their own host in production, from the base URL elsewhere', () => {
    expect(servicePointBase('https://panel.sendcloud.sc/api/v2')).toBe(
      'https://servicepoints.sendcloud.sc/api/v2',
    );
    expect(servicePointBase('http://127.0.0.1:4010/api/v2')).toBe('http://127.0.0.1:4010/api/v2');
  });

  it('announces each parcel with its weight in kg, its own external reference and the items', async () => {
    const { session, parcels } = await account();
    const shipment = await session.create(request());
    const [first, second] = parcels();
    expect(first).toMatchObject({
      externalReference: 'shp-0001',
      weightKg: 1.25,
      orderNumber: '10045678',
      totalOrderValue: '298.00',
      currency: 'SEK',
      items: [expect.objectContaining({ description: 'Yllesockor', quantity: 2, value: '149.00' })],
    });
    expect(second).toMatchObject({ externalReference: 'shp-0001#2', length: '30', height: '10' });
    // MyPack Home to Sweden: 89 kr a parcel, excluding VAT
    expect(shipment.price).toBe(2 * 8_900);
    expect(shipment.estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('sends the sender and the service point the request names', async () => {
    const { session, parcels } = await account();
    const [point] = await session.servicePoints({
      country: 'SE',
      postalCode: '11851',
      carrier: 'postnord',
    });
    await session.create(
      request({
        serviceId: '1101',
        servicePointId: point!.id,
        parcels: [request().parcels[0]!],
        sender: {
          name: 'Butiken AB',
          address1: 'Lagergatan 1',
          postalCode: '41301',
          city: 'Göteborg',
          country: 'SE',
        },
      }),
    );
    expect(parcels()[0]).toMatchObject({
      servicePoint: Number(point!.id),
      sender: { name: 'Butiken AB', postalCode: '41301', city: 'Göteborg' },
    });
  });

  it('keeps the secret key and the Basic token out of the API log', async () => {
    const { session, log } = await account();
    await session.create(request());
    await session.services('SE');
    const basic = Buffer.from(`${DEFAULT_ACCOUNT.publicKey}:${DEFAULT_ACCOUNT.secretKey}`).toString(
      'base64',
    );
    const logged = JSON.stringify(log);
    expect(log.length).toBeGreaterThan(2);
    expect(logged).not.toContain(DEFAULT_ACCOUNT.secretKey);
    expect(logged).not.toContain(basic);
  });

  it('maps services to grams, öre and working days', async () => {
    const { session } = await account();
    const services = await session.services('NO');
    expect(services.find((s) => s.id === '1301')).toEqual({
      id: '1301',
      name: 'Bring Business Parcel 0-35kg',
      carrier: 'bring',
      minWeightGrams: 1,
      maxWeightGrams: 35_000,
      servicePoint: 'none',
      needsDimensions: false,
      countries: [{ country: 'NO', price: 14_900 }],
      transitDays: 1,
    });
    expect(services.some((s) => s.carrier === 'budbee')).toBe(false);
  });

  it('after a closed socket, buying again answers what the first purchase bought', async () => {
    const { sim, session, parcels } = await account();
    sim.state.faults.loseNextPurchase('socket');
    expect(await codeOf(session.create(request()))).toBe('transient');
    expect(parcels()).toHaveLength(2);
    const again = await session.create(request());
    expect(parcels()).toHaveLength(2);
    expect(again.parcels.map((p) => Number(p.id))).toEqual(parcels().map((p) => p.id));
  });

  it('answers an expired label with not_found', async () => {
    const { sim, session } = await account();
    const shipment = await session.create(request());
    sim.state.advanceClock(8 * 86_400_000);
    expect(await codeOf(session.label(shipment, 'zpl_10x15'))).toBe('not_found');
  });

  it('waits out Sendcloud’s own 429 as its Retry-After says', async () => {
    let now = 1_750_000_000_000;
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
      now += ms;
    };
    const { session } = await account({ now: () => now, limits: { perSecond: 2 } }, { sleep });
    // two a second: the third call waits a second, the fourth fits in the new second
    for (let i = 0; i < 4; i++) expect((await session.services('SE')).length).toBeGreaterThan(0);
    expect(waits).toEqual([1_000]);
  });

  it('calls a service point that is not there not served', async () => {
    const { session } = await account();
    const problems = await session.check(
      request({ serviceId: '1101', servicePointId: '424242', parcels: [request().parcels[0]!] }),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'service_point_not_served',
        field: 'service_point_id',
        params: { service_point: '424242', carrier: 'PostNord' },
      }),
    ]);
  });
});

describe('Sendcloud statuses and webhooks', () => {
  it.each([
    [1000, 'Pending'],
    [1001, 'Pending'],
    [1, 'Pending'],
    [22, 'Shipped'],
    [3, 'Shipped'],
    [5, 'In Transit'],
    [91, 'In Transit'],
    [8, 'In Transit'],
    [12, 'In Transit'],
    [11, 'Delivered'],
    [93, 'Delivered'],
    [2000, 'Cancelled'],
  ])('status %i is %s', (code, state) => {
    expect(stateOf(code)).toBe(state);
  });

  it('reads a delivery in seconds or milliseconds and names the shipment, not the parcel', () => {
    const body = {
      action: 'parcel_status_changed',
      timestamp: 1_750_000_000,
      parcel: {
        id: 77,
        external_reference: 'shp-0001#2',
        tracking_number: 'JVGL1',
        status: { id: 12, message: 'Awaiting customer pickup' },
      },
    };
    const event = sendcloudConnector.webhooks.parse({}, body);
    expect(event).toEqual({
      deliveryId: '77:12:1750000000',
      parcelId: '77',
      externalReference: 'shp-0001',
      trackingNumber: 'JVGL1',
      event: {
        at: '2025-06-15T15:06:40.000Z',
        state: 'In Transit',
        statusCode: 12,
        message: 'Awaiting customer pickup',
      },
    });
    const inMs = sendcloudConnector.webhooks.parse({}, { ...body, timestamp: 1_750_000_000_000 });
    expect(inMs?.event.at).toBe('2025-06-15T15:06:40.000Z');
    expect(sendcloudConnector.webhooks.parse({}, { action: 'parcel_status_changed' })).toBeNull();
  });
});
