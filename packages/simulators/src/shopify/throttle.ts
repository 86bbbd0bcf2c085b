/** Shopify's GraphQL Admin limit on Standard plans: 1,000 points, 100 restored per second. */
export const BUCKET_CAPACITY = 1000;
export const RESTORE_RATE = 100;

export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

export interface CostLimiter {
  /** takes `cost` points when they are there; false leaves the bucket as it was */
  tryTake(shop: string, cost: number): boolean;
  /** gives back what a query did not use (requested − actual) */
  refund(shop: string, points: number): void;
  status(shop: string): ThrottleStatus;
}

/** A leaky bucket per shop, on the simulator's clock. `enabled: false` never throttles. */
export function createCostLimiter(now: () => number, enabled = true): CostLimiter {
  const buckets = new Map<string, { points: number; at: number }>();
  const bucket = (shop: string) => {
    const at = now();
    const current = buckets.get(shop) ?? { points: BUCKET_CAPACITY, at };
    current.points = Math.min(
      BUCKET_CAPACITY,
      current.points + ((at - current.at) * RESTORE_RATE) / 1000,
    );
    current.at = at;
    buckets.set(shop, current);
    return current;
  };
  return {
    tryTake(shop, cost) {
      const current = bucket(shop);
      if (!enabled) return true;
      if (current.points < cost) return false;
      current.points -= cost;
      return true;
    },
    refund(shop, points) {
      const current = bucket(shop);
      current.points = Math.min(BUCKET_CAPACITY, current.points + Math.max(0, points));
    },
    status(shop) {
      return {
        maximumAvailable: BUCKET_CAPACITY,
        currentlyAvailable: enabled ? Math.floor(bucket(shop).points) : BUCKET_CAPACITY,
        restoreRate: RESTORE_RATE,
      };
    },
  };
}
