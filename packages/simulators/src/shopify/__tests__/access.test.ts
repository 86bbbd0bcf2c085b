import { describe, expect, it } from 'vitest';
import { GRAPHQL_PATH } from '../server';
import { startSimulator } from './harness';

const SHOP = '{ shop { name myshopifyDomain currencyCode } }';

describe('Shopify simulator access', () => {
  it('answers a known access token with its own shop', async () => {
    const { query } = await startSimulator();
    const res = await query(SHOP);
    expect(res.status).toBe(200);
    expect(res.body.data.shop).toMatchObject({ currencyCode: 'SEK' });
    expect(res.body.data.shop.myshopifyDomain).toMatch(/\.myshopify\.com$/);
    expect(res.body.extensions.cost.throttleStatus).toMatchObject({
      maximumAvailable: 1000,
      restoreRate: 100,
    });
  });

  it('refuses unknown and revoked tokens with 401 the way Shopify words it', async () => {
    const { sim, query } = await startSimulator();
    const unknown = await query(SHOP, {}, 'shpat_nobody');
    expect(unknown.status).toBe(401);
    expect(unknown.body.errors).toMatch(/Invalid API key or access token/);
    sim.state.revoke('shpat_a');
    expect((await query(SHOP)).status).toBe(401);
  });

  it('answers what it cannot parse, or bad variables, with GraphQL errors', async () => {
    const { query } = await startSimulator();
    const syntax = await query('{ orders(first: 5) { nodes { id }');
    expect(syntax.status).toBe(200);
    expect(syntax.body.errors[0].message).toMatch(/syntax error/);
    const field = await query('{ orders(first: 5) { nodes { nonsense } } }');
    expect(field.body.errors[0].message).toMatch(/Field 'nonsense' doesn't exist on type 'Order'/);
    const variables = await query('query($n: Int!) { orders(first: $n) { nodes { id } } }', {
      n: 'many',
    });
    expect(variables.body.errors[0].message).toMatch(/\$n of type Int! was provided invalid value/);
    const tooMany = await query('{ orders(first: 251) { nodes { id } } }');
    expect(tooMany.body.errors[0].message).toMatch(/250/);
  });

  it('answers 429 with Retry-After and 5xx when faults say so, and counts answers', async () => {
    const { sim, query } = await startSimulator();
    sim.faults.set({ tooManyRequests: { next: 1 }, serverError: { next: 2, status: 503 } });
    const res = await fetch(`${sim.url}${GRAPHQL_PATH}`, {
      method: 'POST',
      headers: { 'x-shopify-access-token': 'shpat_a' },
      body: JSON.stringify({ query: SHOP }),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('1');
    expect((await query(SHOP)).status).toBe(503);
    expect((await query(SHOP)).status).toBe(200);
    expect(sim.requests()).toBe(3);
  });
});
