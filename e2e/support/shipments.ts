import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';
import { auth } from './api';

const SEED = resolve(import.meta.dirname, '../../apps/server/src/seed');

/**
 * The demo Sendcloud integration's secret key, as the demo seeds it (a DEMO_… constant of
 * demo-simulators.ts or demo-shipments.ts): the key status webhooks are signed with.
 */
export function demoSendcloudSecret(): string {
  for (const file of ['demo-simulators.ts', 'demo-shipments.ts']) {
    let text = '';
    try {
      text = readFileSync(resolve(SEED, file), 'utf8');
    } catch {
      continue;
    }
    const found =
      /DEMO_SENDCLOUD\s*=\s*\{[\s\S]*?secret_key:\s*'([^']+)'/.exec(text) ??
      /sendcloud[\s\S]{0,400}?secret_key:\s*'([^']+)'/i.exec(text);
    if (found) return found[1]!;
  }
  throw new Error('no demo Sendcloud secret key in the seed');
}

/** Posts a Sendcloud `parcel_status_changed` webhook, signed as Sendcloud signs it. */
export async function sendStatusWebhook(
  request: APIRequestContext,
  webhookUrl: string,
  parcel: { id: number; tracking_number: string; status: { id: number; message: string } },
) {
  const body = JSON.stringify({
    action: 'parcel_status_changed',
    timestamp: Date.now(),
    parcel,
  });
  const signature = createHmac('sha256', demoSendcloudSecret()).update(body).digest('hex');
  const path = new URL(webhookUrl).pathname;
  const response = await request.post(path, {
    data: body,
    headers: { 'content-type': 'application/json', 'Sendcloud-Signature': signature },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

export interface Options {
  carriers: { code: string; name: string }[];
  services: {
    id: string;
    name: string;
    carrier: string;
    service_point: 'none' | 'required' | 'optional';
    needs_dimensions: boolean;
    max_weight_grams: number;
    countries: string[];
  }[];
  shop_methods: string[];
}

export async function shipmentOptions(request: APIRequestContext, key: string) {
  const response = await request.get('/api/shipments/options/', { headers: auth(key) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as Options;
}

export interface OrderRow {
  id: number;
  kind: string;
  order_number: string;
}

/**
 * The company's sales panel orders (newest first), of a kind; the demo imports its shops' orders
 * once the portal has started, so this waits for the first ones.
 */
export async function salesOrders(
  request: APIRequestContext,
  key: string,
  kind: 'order' | 'refund',
) {
  const response = await request.get(`/api/sales/orders/?kind=${kind}&limit=50`, {
    headers: auth(key),
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { results: OrderRow[] }).results;
}

export async function importedOrders(request: APIRequestContext, key: string, atLeast = 10) {
  await expect
    .poll(async () => (await salesOrders(request, key, 'order')).length, { timeout: 120_000 })
    .toBeGreaterThanOrEqual(atLeast);
  return salesOrders(request, key, 'order');
}

export interface Draft {
  input: {
    service: string;
    carrier: string;
    receiver: { postal_code: string; country: string };
    parcels: { weight_grams: number }[];
  };
  shipping_method: string | null;
  mapped: boolean;
}

export async function draftOf(request: APIRequestContext, key: string, order: number) {
  const response = await request.get(`/api/shipments/draft/?order=${order}`, {
    headers: auth(key),
  });
  return {
    status: response.status(),
    draft: response.ok() ? ((await response.json()) as Draft) : null,
  };
}
