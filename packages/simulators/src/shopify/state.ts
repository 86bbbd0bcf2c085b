import { mulberry32 } from '../common/prng';
import type { Order, Payout, Refund, Shop } from './model';
import { settle } from './payouts';
import { restOrder, restRefund } from './rest';
import { generateOrder, generateRefund, seedCatalogue } from './seed';
import type { RefundRequest } from './seed';
import type { WebhookSender } from './webhooks';

export interface ShopOptions {
  token: string;
  /** `<handle>.myshopify.com`; derived from the token when left out */
  domain?: string;
  /** orders generated at start, spread over `days` before now (default 25) */
  orders?: number;
  days?: number;
  /** seeded refunds and daily payouts (default true) */
  history?: boolean;
}

export interface SimulatorState {
  /** the shop an access token opens, unless it was revoked */
  shop(token: string): Shop | undefined;
  addShop(options: ShopOptions): Shop;
  revoke(token: string): void;
  addOrders(token: string, count: number, at?: string): Order[];
  addRefund(token: string, orderId: number, request?: RefundRequest, at?: string): Refund;
  /** pays out every card payment and refund up to `at` (default now) */
  settle(token: string, at?: string): Payout | null;
  /** a variant's new price, as a merchant sets it in the admin: product and variant change now */
  setVariantPrice(token: string, variantId: number, price: number, at?: string): void;
  subscribeWebhooks(token: string, hook: { address: string; secret: string }): void;
  /** waits for webhook deliveries in flight */
  flushWebhooks(): Promise<void>;
}

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const DAY = 86_400_000;

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function createState(
  seed: number,
  now: () => number,
  webhooks: WebhookSender,
): SimulatorState {
  const shops = new Map<string, Shop>();
  const shopOf = (token: string) => {
    const shop = shops.get(token);
    if (!shop) throw new Error(`No shop for token ${token}`);
    return shop;
  };

  function seedHistory(shop: Shop, options: ShopOptions) {
    const count = options.orders ?? 25;
    const end = now();
    const start = end - (options.days ?? 30) * DAY;
    const step = count ? (end - start) / count : 0;
    for (let i = 0; i < count; i++) {
      const at = iso(start + step * i + Math.floor(shop.random() * step * 0.9));
      shop.orders.push(generateOrder(shop, at));
    }
    if (options.history === false) return;
    for (const order of [...shop.orders]) {
      const roll = shop.random();
      const later = Date.parse(order.createdAt) + (1 + Math.floor(shop.random() * 47)) * 3_600_000;
      if (roll < 0.2 && later < end) generateRefund(shop, order, iso(later), { full: roll < 0.05 });
    }
    for (let day = Math.ceil(start / DAY) * DAY + DAY / 4; day < end; day += DAY)
      settle(shop, iso(day));
  }

  const state: SimulatorState = {
    shop: (token) => {
      const shop = shops.get(token);
      return shop && !shop.revoked ? shop : undefined;
    },
    addShop(options) {
      const handle = options.token
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      const shop: Shop = {
        token: options.token,
        domain: options.domain ?? `butik-${handle || 'demo'}.myshopify.com`,
        name: `Butik ${handle}`,
        currency: 'SEK',
        timeZone: 'Europe/Stockholm',
        revoked: false,
        orders: [],
        customers: [],
        products: [],
        locationId: 6_400_000_000 + (hash(options.token) % 1_000_000),
        payouts: [],
        balanceTransactions: [],
        webhooks: [],
        counter: 0,
        nextNumber: 1001,
        random: mulberry32(seed ^ hash(options.token)),
      };
      shops.set(options.token, shop);
      seedCatalogue(shop, iso(now() - ((options.days ?? 30) + 1) * DAY));
      seedHistory(shop, options);
      return shop;
    },
    revoke(token) {
      shopOf(token).revoked = true;
    },
    addOrders(token, count, at) {
      const shop = shopOf(token);
      const orders = Array.from({ length: count }, () => generateOrder(shop, at ?? iso(now())));
      shop.orders.push(...orders);
      for (const order of orders) webhooks.send(shop, 'orders/create', restOrder(shop, order));
      return orders;
    },
    addRefund(token, orderId, request, at) {
      const shop = shopOf(token);
      const order = shop.orders.find((o) => o.id === orderId);
      if (!order) throw new Error(`No order ${orderId}`);
      const refund = generateRefund(shop, order, at ?? iso(now()), request);
      webhooks.send(shop, 'refunds/create', restRefund(order, refund));
      webhooks.send(shop, 'orders/updated', restOrder(shop, order));
      return refund;
    },
    settle: (token, at) => settle(shopOf(token), at ?? iso(now())),
    setVariantPrice(token, variantId, price, at) {
      const shop = shopOf(token);
      const product = shop.products.find((p) => p.variants.some((v) => v.id === variantId));
      if (!product) throw new Error(`No variant ${variantId}`);
      const variant = product.variants.find((v) => v.id === variantId)!;
      variant.price = price;
      variant.updatedAt = product.updatedAt = at ?? iso(now());
    },
    subscribeWebhooks(token, hook) {
      shopOf(token).webhooks.push(hook);
    },
    flushWebhooks: () => webhooks.flush(),
  };
  return state;
}
