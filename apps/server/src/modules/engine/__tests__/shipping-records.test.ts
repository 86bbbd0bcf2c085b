import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { salesOrders } from '../../../db/schema/sales';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { runUntilDone } from './runs';
import { SHOP_TOKEN, startWorld } from './world';

const SYNC = {
  intervalSeconds: 60,
  leaseSeconds: 30,
  sliceSeconds: 600,
  windowHours: 168,
  lagSeconds: 0,
  rateLimits: false,
};

let t: TestApp | undefined;
let world: Awaited<ReturnType<typeof startWorld>> | undefined;
afterEach(async () => {
  await world?.close();
  await t?.close();
  world = t = undefined;
});

describe('the sales panel keeps where each order ships (shipments start there)', () => {
  it('records an order read through the engine with its receiver, method, shipping paid and items', async () => {
    t = await createTestApp({ sync: SYNC });
    world = await startWorld(t.ctx.db, { orders: 8 });
    const shop = world.shop.state.shop(SHOP_TOKEN)!;
    const refunded = shop.orders[0]!;
    world.shop.state.addRefund(SHOP_TOKEN, refunded.id, { full: true });
    await runUntilDone(t, world.subscription);

    const rows = await t.ctx.db
      .select()
      .from(salesOrders)
      .where(eq(salesOrders.subscriptionId, world.subscription.id));
    const orders = rows.filter((r) => r.kind === 'order');
    expect(orders).toHaveLength(shop.orders.length);
    for (const row of orders) {
      const order = shop.orders.find((o) => String(o.id) === row.sourceId)!;
      const to = order.shippingAddress;
      expect(row.shipping).toMatchObject({
        address: {
          name: to.name,
          address1: to.address1,
          zip: to.zip,
          city: to.city,
          country: to.country,
          phone: to.phone,
          email: order.email,
        },
        method: order.shipping.title,
        paid: order.shipping.gross,
      });
      expect(row.shipping!.items).toEqual(
        order.lines
          .filter((l) => !l.giftCard)
          .map((l) => ({
            description: l.title,
            sku: l.sku,
            quantity: l.quantity,
            grams: l.grams,
            unitPrice: Math.round((l.unitPrice * l.quantity - l.discount) / l.quantity),
          })),
      );
    }
    // a refund ships nothing
    const refunds = rows.filter((r) => r.kind === 'refund');
    expect(refunds.map((r) => r.orderId)).toContain(String(refunded.id));
    expect(refunds.every((r) => r.shipping === null)).toBe(true);
  }, 60_000);
});
