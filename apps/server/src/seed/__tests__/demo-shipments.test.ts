import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shipmentLabels, shipments } from '../../db/schema/shipments';
import { call, createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';
import { DEMO_PASSWORD, seedDemo } from '../demo';
import { startDemoSimulators } from '../demo-simulators';

let t: TestApp;
let demo: Awaited<ReturnType<typeof startDemoSimulators>>;
let startMs = 0;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
  const started = Date.now();
  demo = await startDemoSimulators(t.ctx, { portalUrl: 'http://127.0.0.1:9', orderSeconds: 3600 });
  startMs = Date.now() - started;
  await demo.shipments;
}, 120_000);
afterAll(async () => {
  await demo?.close();
  await t.close();
});

describe('demo shipments', () => {
  it('gives the demo owner shipments in every status, with labels and timelines', async () => {
    const rows = await t.ctx.db.select().from(shipments).where(eq(shipments.purchase, 'bought'));
    const statuses = new Set(rows.map((r) => r.status));
    expect([...statuses].sort()).toEqual(
      ['Cancelled', 'Delivered', 'In Transit', 'Pending', 'Shipped'].sort(),
    );
    const labels = await t.ctx.db.select({ id: shipmentLabels.shipmentId }).from(shipmentLabels);
    expect(new Set(labels.map((l) => l.id)).size).toBe(rows.length);
    const signin = await call(t.app, {
      method: 'POST',
      url: '/api/auth/signin/',
      payload: {
        identifier: 'owner@example.com',
        password: DEMO_PASSWORD,
        company_number: '556677-8899',
      },
    });
    const key = signin.json<{ key: string }>().key;
    const late = await call(t.app, { url: '/api/shipments/?late=true', key });
    expect(late.json<{ count: number }>().count).toBeGreaterThanOrEqual(1);
    const dashboard = await call(t.app, { url: '/api/shipments/dashboard/', key });
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json<{ connected: boolean }>().connected).toBe(true);
    const delivered = rows.find((r) => r.status === 'Delivered')!;
    const detail = await call(t.app, { url: `/api/shipments/${delivered.id}/`, key });
    const sources = detail.json<{ events: { source: string }[] }>().events.map((e) => e.source);
    expect(sources[0]).toBe('created');
    expect(sources.filter((s) => s === 'webhook').length).toBeGreaterThanOrEqual(2);
    console.info(`demo start: ${startMs} ms, the shipments after`);
  });
});
