import { mulberry32 } from '../common/prng';
import { generateOrder, generateRefund } from './generate';
import type { OrderProfile, PaymentMethodId } from './generate';
import { priceLine } from './model';
import type { OrderRecord, OrderStatus, RefundRecord } from './model';
import { seedProducts } from './products';
import type { ProductRecord } from './products';
import { renderOrder, renderRefund } from './render';
import { createWebhookSender } from './webhooks';
import type { WebhookSubscription } from './webhooks';

/** One WooCommerce store, reached through one consumer key and secret. */
export interface Store {
  key: string;
  secret: string;
  revoked: boolean;
  profile: OrderProfile;
  orders: OrderRecord[];
  products: ProductRecord[];
  webhooks: WebhookSubscription[];
  random: () => number;
  nextId: () => number;
  payments?: readonly PaymentMethodId[];
}

export interface StoreOptions {
  key: string;
  secret: string;
  /** orders generated at start, spread over the day before the clock's now */
  orders?: number;
  profile?: OrderProfile;
  /** the payment methods its customers choose from (default all three) */
  payments?: readonly PaymentMethodId[];
}

export interface RefundOptions {
  /** everything not yet refunded, shipping included; otherwise one unit of one line */
  full?: boolean;
  reason?: string;
  at?: number;
}

const seconds = (ms: number) => Math.floor(ms / 1000) * 1000;

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function createState(now: () => number, seed: number, baseUrl: () => string) {
  const stores = new Map<string, Store>();
  const sender = createWebhookSender(baseUrl);
  let nextWebhookId = 1;

  const store = (key: string): Store => {
    const found = stores.get(key);
    if (!found) throw new Error(`No store with consumer key ${key}`);
    return found;
  };
  const order = (key: string, orderId: number): OrderRecord => {
    const found = store(key).orders.find((o) => o.id === orderId);
    if (!found) throw new Error(`No order ${orderId} in store ${key}`);
    return found;
  };
  const notify = (s: Store, topic: 'order.created' | 'order.updated', o: OrderRecord) => {
    for (const subscription of s.webhooks)
      sender.deliver(subscription, { topic, payload: renderOrder(o, baseUrl()) });
  };

  const state = {
    stores: stores as ReadonlyMap<string, Store>,
    addStore(options: StoreOptions): Store {
      let id = 100;
      const created: Store = {
        key: options.key,
        secret: options.secret,
        revoked: false,
        profile: options.profile ?? 'mixed',
        orders: [],
        // the catalogue a day older than the first order
        products: seedProducts(seconds(now()) - 2 * 86_400_000),
        webhooks: [],
        random: mulberry32(seed ^ hash(options.key)),
        nextId: () => ++id,
        ...(options.payments ? { payments: options.payments } : {}),
      };
      stores.set(options.key, created);
      const count = options.orders ?? 0;
      const start = seconds(now()) - 86_400_000;
      for (let i = 0; i < count; i++)
        state.addOrders(options.key, 1, start + Math.floor((86_400_000 * i) / count));
      return created;
    },
    /** the store of a consumer key and secret that are valid now */
    authenticate(key: string, secret: string): Store | undefined {
      const found = stores.get(key);
      return found && !found.revoked && found.secret === secret ? found : undefined;
    },
    revoke(key: string) {
      store(key).revoked = true;
    },
    /** New orders created at `at` (default now); in a mixed store some get refunded at once. */
    addOrders(key: string, n: number, at: number = now()): OrderRecord[] {
      const s = store(key);
      const added: OrderRecord[] = [];
      for (let i = 0; i < n; i++) {
        const created = generateOrder(s, seconds(at), s.profile);
        s.orders.push(created);
        added.push(created);
        notify(s, 'order.created', created);
        if (s.profile === 'mixed' && created.paidAt !== null) {
          const roll = s.random();
          if (roll < 0.15) state.addRefund(key, created.id, { at });
          else if (roll < 0.2) state.addRefund(key, created.id, { at, full: true });
        }
      }
      return added;
    },
    addRefund(key: string, orderId: number, options: RefundOptions = {}): RefundRecord | undefined {
      const s = store(key);
      const o = order(key, orderId);
      const at = seconds(options.at ?? now());
      const reason = options.reason ?? (options.full ? 'Retur' : 'Reklamation');
      const refund = generateRefund(o, s.nextId, at, options.full ?? false, reason);
      if (!refund) return undefined;
      o.refunds.push(refund);
      if (options.full) o.status = 'refunded';
      o.modifiedAt = Math.max(o.modifiedAt, at);
      notify(s, 'order.updated', o);
      return refund;
    },
    /**
     * The merchant adds a fee line to an order after it was paid (a surcharge, gift wrapping):
     * its total grows while what the customer paid does not, as a shop edited by hand does.
     */
    addFee(
      key: string,
      orderId: number,
      fee: { name: string; gross: number; ratePercent: number },
      at: number = now(),
    ) {
      const s = store(key);
      const o = order(key, orderId);
      o.fees.push({ id: s.nextId(), name: fee.name, ...priceLine(fee.gross, 0, fee.ratePercent) });
      o.modifiedAt = Math.max(o.modifiedAt, seconds(at));
      notify(s, 'order.updated', o);
      return o;
    },
    /** a product's or variation's new price (VAT included), as a merchant sets it */
    setPrice(key: string, id: number, price: number, at: number = now()) {
      for (const product of store(key).products) {
        const target = product.id === id ? product : product.variations.find((v) => v.id === id);
        if (!target) continue;
        target.price = price;
        target.modifiedAt = product.modifiedAt = seconds(at);
        return;
      }
      throw new Error(`No product or variation ${id} in store ${key}`);
    },
    setStatus(key: string, orderId: number, status: OrderStatus, at: number = now()) {
      const o = order(key, orderId);
      o.status = status;
      o.modifiedAt = Math.max(o.modifiedAt, seconds(at));
      if (o.paidAt === null && ['processing', 'completed', 'on-hold'].includes(status))
        o.paidAt = o.modifiedAt;
      notify(store(key), 'order.updated', o);
    },
    /** Registers a delivery URL for order.created and order.updated; WooCommerce pings it first. */
    subscribeWebhooks(key: string, target: { address: string; secret: string }) {
      const subscription = { id: nextWebhookId++, ...target };
      store(key).webhooks.push(subscription);
      sender.ping(subscription);
      return subscription;
    },
    setDuplicateWebhooks: sender.setDuplicate,
    flushWebhooks: sender.flush,
    orderJson: (key: string, orderId: number) => renderOrder(order(key, orderId), baseUrl()),
    refundJson: (key: string, orderId: number, refund: RefundRecord) =>
      renderRefund(order(key, orderId), refund, baseUrl()),
  };
  return state;
}

export type WooState = ReturnType<typeof createState>;
