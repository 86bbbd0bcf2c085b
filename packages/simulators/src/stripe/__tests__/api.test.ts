import { describe, expect, it } from 'vitest';
import { KEY, startStripe } from './harness';
import type { Json } from './harness';

const ids = (page: Json) => page.data.map((item: Json) => item.id as string);

describe('Stripe simulator lists', () => {
  it('pages newest first with starting_after and ending_before, as Stripe does', async () => {
    const { sim, get } = await startStripe();
    const made = sim.state.seedPayouts(5).map((p) => p.id);
    const newest = [...made].reverse();
    const first = (await get('/v1/payouts?limit=2')).body;
    expect(first).toMatchObject({ object: 'list', has_more: true, url: '/v1/payouts' });
    expect(ids(first)).toEqual(newest.slice(0, 2));
    const second = (await get(`/v1/payouts?limit=2&starting_after=${newest[1]}`)).body;
    expect(ids(second)).toEqual(newest.slice(2, 4));
    const last = (await get(`/v1/payouts?limit=2&starting_after=${newest[3]}`)).body;
    expect(ids(last)).toEqual(newest.slice(4));
    expect(last.has_more).toBe(false);
    const back = (await get(`/v1/payouts?limit=2&ending_before=${newest[3]}`)).body;
    expect(ids(back)).toEqual(newest.slice(1, 3));
    expect(back.has_more).toBe(true);
  });

  it('answers an exactly full last page with has_more false, and defaults to 10', async () => {
    const { sim, get } = await startStripe();
    sim.state.seedPayouts(12);
    const page = (await get('/v1/payouts')).body;
    expect(page.data).toHaveLength(10);
    expect(page.has_more).toBe(true);
    const rest = (await get(`/v1/payouts?limit=2&starting_after=${page.data[9].id}`)).body;
    expect(rest.data).toHaveLength(2);
    expect(rest.has_more).toBe(false);
  });

  it('refuses a limit outside 1–100 with invalid_request_error on limit', async () => {
    const { get } = await startStripe();
    for (const limit of ['0', '101', '500', 'x']) {
      const res = await get(`/v1/payouts?limit=${limit}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ type: 'invalid_request_error', param: 'limit' });
    }
    expect((await get('/v1/payouts?limit=100')).status).toBe(200);
  });

  it('filters payouts by arrival_date range and status', async () => {
    const { sim, get } = await startStripe();
    const payouts = sim.state.seedPayouts(4, new Date(Date.UTC(2026, 0, 1)));
    const second = payouts[1]!.arrival_date;
    const res = await get(
      `/v1/payouts?arrival_date[gt]=${second - 1}&arrival_date[lte]=${second + 86_400}&status=paid`,
    );
    expect(ids(res.body)).toEqual([payouts[2]!.id, payouts[1]!.id]);
    expect((await get('/v1/payouts?status=pending')).body.data).toEqual([]);
    expect((await get('/v1/payouts?arrival_date[gt]=soon')).status).toBe(400);
  });
});

describe('Stripe simulator access', () => {
  it('takes Bearer or Basic keys and refuses unknown, missing and revoked ones with 401', async () => {
    const { sim, get, clock } = await startStripe();
    clock.ms += 1;
    expect((await get('/v1/balance')).status).toBe(200);
    const basic = await fetch(`${sim.url}/v1/balance`, {
      headers: { authorization: `Basic ${Buffer.from(`${KEY}:`).toString('base64')}` },
    });
    expect(basic.status).toBe(200);
    const none = await get('/v1/balance', null);
    expect(none.status).toBe(401);
    expect(none.body.error.type).toBe('invalid_request_error');
    expect((await get('/v1/balance', 'sk_test_other')).status).toBe(401);
    sim.state.revoke(KEY);
    const revoked = await get('/v1/balance');
    expect(revoked.status).toBe(401);
    expect(revoked.body.error.message).toMatch(/^Invalid API Key provided/);
  });

  it('limits 25 requests a second per endpoint and key, and can be switched off', async () => {
    const { get, clock } = await startStripe();
    const statuses: number[] = [];
    for (let i = 0; i < 26; i++) statuses.push((await get('/v1/payouts')).status);
    expect(statuses.slice(0, 25).every((s) => s === 200)).toBe(true);
    const refused = await get('/v1/payouts');
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ type: 'invalid_request_error', code: 'rate_limit' });
    expect((await get('/v1/charges')).status).toBe(200); // another endpoint
    clock.ms += 1_000;
    expect((await get('/v1/payouts')).status).toBe(200);

    const free = await startStripe({ rateLimit: false });
    for (let i = 0; i < 30; i++) expect((await free.get('/v1/payouts')).status).toBe(200);
  });

  it('injects 429, 5xx and counts every request', async () => {
    const { sim, get } = await startStripe();
    sim.faults.set({ tooManyRequests: { next: 1 }, serverError: { next: 0 } });
    expect((await get('/v1/payouts')).status).toBe(429);
    sim.faults.set({ serverError: { next: 1, status: 503 } });
    const failed = await get('/v1/payouts');
    expect(failed.status).toBe(503);
    expect(failed.body.error.type).toBe('api_error');
    expect((await get('/v1/payouts')).status).toBe(200);
    expect(sim.requests()).toBe(3);
  });
});

describe('Stripe simulator idempotent POSTs', () => {
  it('returns the stored answer for a repeated key and refuses the key with other parameters', async () => {
    const { sim, post } = await startStripe();
    const charge = sim.state.charge({ amount: 50_000, currency: 'sek' });
    const headers = { 'idempotency-key': 'refund-1' };
    const first = await post('/v1/refunds', { charge: charge.id, amount: '1000' }, headers);
    expect(first.status).toBe(200);
    const again = await post('/v1/refunds', { charge: charge.id, amount: '1000' }, headers);
    expect(again.body.id).toBe(first.body.id);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(sim.state.refunds).toHaveLength(1);
    const other = await post('/v1/refunds', { charge: charge.id, amount: '2000' }, headers);
    expect(other.status).toBe(400);
    expect(other.body.error.type).toBe('idempotency_error');
    const payout = { amount: '5000', currency: 'sek' };
    const p1 = await post('/v1/payouts', payout, { 'idempotency-key': 'po-1' });
    const p2 = await post('/v1/payouts', payout, { 'idempotency-key': 'po-1' });
    expect(p2.body.id).toBe(p1.body.id);
    expect(sim.state.payouts).toHaveLength(1);
  });
});
