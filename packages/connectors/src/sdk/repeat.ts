import { ConnectorError } from '../errors';
import { backoffMs } from './retry';

/**
 * Exactly-once creation over an unreliable network: `attempt` looks for what it would create
 * (by the engine's marker) and creates it only when absent, with the create request marked
 * `retry: 'rate_limited'`. A transient failure repeats the whole attempt, so a create the
 * provider took before the answer was lost is found rather than made twice.
 */
export async function repeatOnTransient<T>(
  attempt: () => Promise<T>,
  options: { attempts?: number; sleep?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  const attempts = options.attempts ?? 5;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  for (let n = 0; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      const transient = error instanceof ConnectorError && error.code === 'transient';
      if (!transient || n + 1 >= attempts) throw error;
      await sleep(backoffMs(n, { baseMs: 250, maxMs: 5_000 }));
    }
  }
}
