import { ConnectorError } from '@portal/connectors/errors';
import { CONNECTORS } from '@portal/connectors/registry';
import type { LedgerSession } from '@portal/connectors/sdk/connector';
import { and, eq } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema/subscriptions';
import { syncEntries } from '../../../db/schema/sync';
import type { TestApp } from '../../../test/test-app';
import { noRules } from '../context';
import type { RuleHook } from '../context';
import type { ConnectorRegistry } from '../open-env';
import { runSlice } from '../run';
import type { RunResult } from '../run';
import { queueRun } from '../scheduler';

/**
 * Runs slices of one subscription, on the test clock set to now, until one is done. (The
 * simulators stamp changes with whole seconds: wait a second after a run before a change.)
 */
export async function runUntilDone(
  t: TestApp,
  subscription: { id: number; companyId: number },
  options: { registry?: ConnectorRegistry; rules?: RuleHook; maxRuns?: number } = {},
): Promise<{ results: RunResult[] }> {
  const deps = {
    registry: options.registry ?? CONNECTORS,
    rules: async () => options.rules ?? noRules,
    holder: 'records-test',
  };
  const results: RunResult[] = [];
  for (let i = 0; i < (options.maxRuns ?? 40); i++) {
    t.clock.set(new Date());
    const task = await queueRun(t.ctx, subscription, { trigger: 'manual' });
    const result = await runSlice(t.ctx, deps, subscription.id, task!.id);
    results.push(result);
    if (result.state === 'done') break;
  }
  return { results };
}

/** As if the subscription had never synced: the next run reads everything from its start date. */
export async function resetCursor(t: TestApp, subscriptionId: number) {
  await t.ctx.db
    .update(subscriptions)
    .set({ lastProcessedAt: null })
    .where(eq(subscriptions.id, subscriptionId));
}

export async function entriesOf(t: TestApp, subscriptionId: number, kind: string) {
  return t.ctx.db
    .select()
    .from(syncEntries)
    .where(and(eq(syncEntries.subscriptionId, subscriptionId), eq(syncEntries.kind, kind)));
}

type RecordMethod = 'upsertArticle' | 'ensureCustomer';

/**
 * The connectors, with Fortnox's `method` watched: every call counted, and the run cut off right
 * after the ledger carried out call number `killAfter`, before the engine heard the answer — as
 * when the worker dies there, the entry is left Pending and the next run takes it up.
 */
export function watchedRegistry(method: RecordMethod, killAfter?: number) {
  const fortnox = CONNECTORS.ledgers.fortnox!;
  const calls = { count: 0 };
  const registry: ConnectorRegistry = {
    apps: CONNECTORS.apps,
    ledgers: {
      ...CONNECTORS.ledgers,
      fortnox: {
        ...fortnox,
        open(settings, runtime) {
          const session = fortnox.open(settings, runtime);
          const real = session[method]!.bind(session) as (input: unknown) => Promise<unknown>;
          const watched = async (input: unknown) => {
            const result = await real(input);
            calls.count += 1;
            if (calls.count === killAfter)
              throw new ConnectorError('transient', 'The worker was killed');
            return result;
          };
          return { ...session, [method]: watched } as LedgerSession;
        },
      },
    },
  };
  return { registry, calls };
}
