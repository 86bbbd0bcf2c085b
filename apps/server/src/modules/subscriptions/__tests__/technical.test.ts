import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncEntries } from '../../../db/schema/sync';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { insertConnection } from '../../engine/connections.repository';
import { companiesOfUser } from '../../users/users.repository';
import { insertSubscription } from '../subscriptions.repository';

let t: TestApp;
let owner: string;
let outsider: string;
let subscriptionId: number;
const SECRET = 'whsec_technical_tab_4321';

beforeAll(async () => {
  t = await createTestApp();
  const user = await createUser(t.ctx.db, {
    email: 'technical@owner.se',
    companies: ['556500-0101'],
  });
  await createUser(t.ctx.db, { email: 'technical@other.se', companies: ['556500-0102'] });
  owner = await signIn(t.app, 'technical@owner.se');
  outsider = await signIn(t.app, 'technical@other.se');
  const companyId = (await companiesOfUser(t.ctx.db, user.id))[0]!.id;
  const subscription = await insertSubscription(t.ctx.db, {
    companyId,
    application: 'woocommerce',
    accounting: 'sie',
    status: 'Active',
    startDate: '2026-11-01',
  });
  subscriptionId = subscription.id;
  await insertConnection(t.ctx.db, {
    subscriptionId,
    side: 'app',
    connectorId: 'woocommerce',
    baseUrl: 'https://shop.example',
    credentials: { consumer_key: 'ck_x', consumer_secret: 'cs_x', webhook_secret: SECRET },
  });
  const now = t.ctx.clock.now().getTime();
  const entry = (n: number, status: string) => ({
    subscriptionId,
    companyId,
    source: 'woocommerce',
    sourceId: String(1000 + n),
    kind: 'order',
    eventType: 'created',
    elementType: 'order',
    referenceNumber: `#${1000 + n}`,
    status,
    reason: status === 'Failed' ? 'Account 3001 does not exist' : '',
    updatedAt: new Date(now - n * 60_000),
  });
  // 12 entries: the tab shows the 10 latest, newest first; 3 of the 12 failed
  await t.ctx.db
    .insert(syncEntries)
    .values(Array.from({ length: 12 }, (_, n) => entry(n, n % 4 === 1 ? 'Failed' : 'Success')));
});
afterAll(() => t.close());

const technical = (key = owner) =>
  call(t.app, { method: 'GET', url: `/api/subscriptions/${subscriptionId}/technical/`, key });

describe('GET /api/subscriptions/{id}/technical/', () => {
  it('gives the webhook address, the masked secret, the cursor, health and the latest entries', async () => {
    const response = await technical();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.webhook_url).toMatch(new RegExp(`/api/webhooks/${subscriptionId}/$`));
    expect(body.webhook_secret).toBe('••••4321');
    expect(response.body).not.toContain(SECRET);
    expect(body.recent_entries).toHaveLength(10);
    expect(body.recent_entries[0].reference_number).toBe('#1000');
    expect(body.last_processed).toBe(body.recent_entries[0].updated_at);
    // 9 of 12 succeeded: 50 × 9/12 = 37.5, rounded to 38 points
    expect(body.health).toMatchObject({ succeeded: 9, failed: 3, success_points: 38 });
    expect(body.health.score).toBe(
      body.health.success_points + body.health.lag_points + body.health.errors_points,
    );
  });

  it("answers 404 for another company's subscription", async () => {
    expect((await technical(outsider)).statusCode).toBe(404);
  });
});
