import { sql } from 'drizzle-orm';
import type { RateBudget } from '@portal/connectors/sdk/transport';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';

export interface BudgetRule {
  /** requests allowed in a burst (Fortnox: 25) */
  capacity: number;
  /** requests regained per second (Fortnox: 25 per 5 s = 5) */
  perSecond: number;
}

interface Take {
  granted: boolean;
  available: number;
}

/**
 * Takes one token if the bucket has one, in one statement under the row's lock, so any number
 * of workers share the budget exactly. Tokens refill continuously up to the capacity.
 */
export async function takeToken(db: Db, key: string, rule: BudgetRule, now: Date): Promise<Take> {
  const at = now.toISOString();
  await db.execute(
    sql`INSERT INTO rate_budgets (key, tokens, updated_at) VALUES (${key}, ${rule.capacity}, ${at}::timestamptz) ON CONFLICT (key) DO NOTHING`,
  );
  const result = await db.execute(sql`
    WITH current AS (
      SELECT key, LEAST(${rule.capacity}::float8,
        tokens + GREATEST(0, EXTRACT(EPOCH FROM (${at}::timestamptz - updated_at))) * ${rule.perSecond}::float8) AS available
      FROM rate_budgets WHERE key = ${key} FOR UPDATE
    )
    UPDATE rate_budgets AS b
    SET tokens = CASE WHEN current.available >= 1 THEN current.available - 1 ELSE current.available END,
        updated_at = GREATEST(b.updated_at, ${at}::timestamptz)
    FROM current WHERE b.key = current.key
    RETURNING current.available AS available`);
  const available = Number(
    (result as unknown as { rows: { available: number }[] }).rows[0]!.available,
  );
  return { granted: available >= 1, available };
}

/** A connection's budget: `acquire` waits until a token is free, however many workers ask. */
export class DbRateBudget implements RateBudget {
  constructor(
    private readonly db: Db,
    private readonly key: string,
    private readonly rule: BudgetRule,
    private readonly clock: Clock,
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  async acquire(): Promise<void> {
    for (;;) {
      const { granted, available } = await takeToken(
        this.db,
        this.key,
        this.rule,
        this.clock.now(),
      );
      if (granted) return;
      await this.sleep(Math.ceil(((1 - available) / this.rule.perSecond) * 1000));
    }
  }
}
