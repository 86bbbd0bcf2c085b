import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT } from '../server';
import { parcel, sendcloud } from './client';

describe('Sendcloud simulator: buying labels', () => {
  it('refuses wrong keys with 401 and Sendcloud’s error body', async () => {
    const { get, wrongKeys } = await sendcloud();
    const answer = await get('/parcels', { authorization: wrongKeys });
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({
      error: { code: 401, request: 'api/v2/parcels', message: 'Invalid username/password.' },
    });
  });

  it('announces a parcel with a carrier-like tracking number, the postal code tidied', async () => {
    const { post, sim } = await sendcloud();
    const answer = await post('/parcels', { parcel: parcel({ external_reference: 'shp-1' }) });
    expect(answer.status).toBe(200);
    expect(answer.json.parcel).toMatchObject({
      postal_code: '11851',
      weight: '1.500',
      external_reference: 'shp-1',
      status: { id: 1000, message: 'Ready to send' },
      carrier: { code: 'postnord' },
      shipment: { id: 1102 },
    });
    expect(answer.json.parcel.tracking_number).toMatch(/^003735\d{14}$/);
    expect(sim.state.parcels(DEFAULT_ACCOUNT.publicKey)).toHaveLength(1);
  });

  it.each([
    [{ name: '' }, 400, /name: This field is required/],
    [{ postal_code: '1185' }, 400, /not a valid postal code for SE/],
    [
      { shipment: { id: 1401 }, postal_code: '981 32' },
      412,
      /Budbee does not deliver to postal code 98132/,
    ],
    [{ weight: '20.5', shipment: { id: 1102 } }, 400, /above the maximum of 20.000 kg/],
    [{ shipment: { id: 1501 } }, 400, /needs the dimensions of every parcel/],
    [{ shipment: { id: 1101 } }, 400, /requires a service point/],
    [{ shipment: { id: 1401 }, country: 'NO', postal_code: '0150' }, 400, /does not ship to NO/],
    [{ shipment: { id: 4242 } }, 400, /Invalid shipment id 4242/],
  ])('refuses %j with %i and buys nothing', async (overrides, status, message) => {
    const { post, sim } = await sendcloud();
    const answer = await post('/parcels', { parcel: parcel(overrides) });
    expect(answer.status).toBe(status);
    expect(answer.json.error.message).toMatch(message);
    expect(sim.state.parcels(DEFAULT_ACCOUNT.publicKey)).toHaveLength(0);
  });

  it('takes a service point of the method’s carrier only', async () => {
    const { get, post } = await sendcloud();
    const near = (carrier: string) =>
      get(`/service-points?country=SE&postal_code=41301&carrier=${carrier}`);
    const [postnord] = (await near('postnord')).json;
    const [dhl] = (await near('dhl')).json;
    const wrong = await post('/parcels', {
      parcel: parcel({ shipment: { id: 1101 }, to_service_point: dhl.id }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.json.error.message).toMatch(/is not a PostNord service point/);
    const right = await post('/parcels', {
      parcel: parcel({ shipment: { id: 1101 }, to_service_point: postnord.id }),
    });
    expect(right.json.parcel.to_service_point).toBe(postnord.id);
  });

  it('keeps external references unique: a second create is refused, the first still found', async () => {
    const { get, post } = await sendcloud();
    const first = await post('/parcels', { parcel: parcel({ external_reference: 'shp-7' }) });
    const again = await post('/parcels', { parcel: parcel({ external_reference: 'shp-7' }) });
    expect(again.status).toBe(400);
    expect(again.json.error.message).toMatch(/external reference already exists/);
    const found = await get('/parcels?external_reference=shp-7');
    expect(found.json.parcels.map((p: { id: number }) => p.id)).toEqual([first.json.parcel.id]);
  });

  it('announces a list of parcels whole, or none of them', async () => {
    const { post, sim } = await sendcloud();
    const refused = await post('/parcels', {
      parcels: [
        parcel({ external_reference: 'a' }),
        parcel({ external_reference: 'b', weight: '99' }),
      ],
    });
    expect(refused.status).toBe(400);
    expect(sim.state.parcels(DEFAULT_ACCOUNT.publicKey)).toHaveLength(0);
    const bought = await post('/parcels', {
      parcels: [parcel({ external_reference: 'a' }), parcel({ external_reference: 'b' })],
    });
    expect(bought.json.parcels).toHaveLength(2);
    expect(bought.json.failed_parcels).toEqual([]);
  });

  it('refuses the next purchase when told to, and buys the one after', async () => {
    const { post, sim } = await sendcloud();
    sim.state.faults.refuseNextPurchase('PostNord is not taking parcels right now.');
    const refused = await post('/parcels', { parcel: parcel() });
    expect(refused.status).toBe(412);
    expect(refused.json.error.message).toBe('PostNord is not taking parcels right now.');
    expect((await post('/parcels', { parcel: parcel() })).status).toBe(200);
  });

  it.each(['server_error', 'socket'] as const)(
    'buys a purchase whose answer is lost (%s): the reference finds it',
    async (how) => {
      const { get, post, sim } = await sendcloud();
      sim.state.faults.loseNextPurchase(how);
      const lost = post('/parcels', { parcel: parcel({ external_reference: 'lost-1' }) });
      if (how === 'socket') await expect(lost).rejects.toThrow();
      else expect((await lost).status).toBe(500);
      const found = await get('/parcels?external_reference=lost-1');
      expect(found.json.parcels).toHaveLength(1);
    },
  );
});

describe('Sendcloud simulator: after the purchase', () => {
  it('cancels before the carrier has the parcel, and refuses after', async () => {
    const { post, sim } = await sendcloud();
    const a = (await post('/parcels', { parcel: parcel() })).json.parcel.id;
    const b = (await post('/parcels', { parcel: parcel() })).json.parcel.id;
    const cancelled = await post(`/parcels/${a}/cancel`, undefined);
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toEqual({ status: 'cancelled', message: 'Parcel has been cancelled' });
    sim.state.advance(b, 22);
    const refused = await post(`/parcels/${b}/cancel`, undefined);
    expect(refused.status).toBe(400);
    expect(refused.json.status).toBe('failed');
    expect((await post('/parcels/1/cancel', undefined)).status).toBe(404);
  });

  it('posts a signed parcel_status_changed webhook and keeps the history for tracking', async () => {
    const { get, post, sim } = await sendcloud();
    sim.state.setWebhook(DEFAULT_ACCOUNT.publicKey, 'http://127.0.0.1:9/unreachable');
    const bought = (await post('/parcels', { parcel: parcel() })).json.parcel;
    sim.state.advanceClock(3_600_000);
    sim.state.advance(bought.id, 22);
    sim.state.advanceClock(3_600_000);
    sim.state.advance(bought.id, 11);
    const [first, second] = sim.state.webhookDeliveries();
    const body = JSON.parse(second!.body);
    expect(body).toMatchObject({
      action: 'parcel_status_changed',
      parcel: { id: bought.id, status: { id: 11, message: 'Delivered' } },
    });
    const { createHmac } = await import('node:crypto');
    expect(first!.signature).toBe(
      createHmac('sha256', DEFAULT_ACCOUNT.secretKey).update(first!.body).digest('hex'),
    );
    const tracking = await get(`/tracking/${bought.tracking_number}`);
    expect(tracking.json.statuses.map((s: { parent_status: string }) => s.parent_status)).toEqual([
      'ready-to-send',
      'shipment-picked-up-by-driver',
      'delivered',
    ]);
  });

  it('answers 429 with Retry-After past 15 requests a second', async () => {
    let now = 1_750_000_000_000;
    const { get } = await sendcloud({ now: () => now });
    for (let i = 0; i < 15; i++) expect((await get('/user')).status).toBe(200);
    const throttled = await get('/user');
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('1');
    expect(throttled.json.error.code).toBe(429);
    now += 1_000;
    expect((await get('/user')).status).toBe(200);
  });

  it('answers 429 past 100 unsafe requests a minute', async () => {
    let now = 1_750_000_000_000;
    const { post } = await sendcloud({ now: () => now });
    for (let i = 0; i < 100; i++) {
      now += 100;
      await post('/parcels/1/cancel', undefined);
    }
    now += 100;
    const throttled = await post('/parcels/1/cancel', undefined);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(40);
  });
});
