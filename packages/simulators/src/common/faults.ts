import { mulberry32 } from './prng';

/** Fires for the next `next` requests, then with `probability` (0–1) per request. */
export interface FaultRule {
  next?: number;
  probability?: number;
}

export interface FaultConfig {
  tooManyRequests?: FaultRule;
  serverError?: FaultRule & { status?: 500 | 503 };
  /** Without `delayMs` the request is accepted and never answered. */
  timeout?: FaultRule & { delayMs?: number };
  /**
   * The request is carried out at once but its answer comes `delayMs` later (without `delayMs`:
   * never): the provider took the create, the client's timeout lost the answer.
   */
  lateAnswer?: FaultRule & { delayMs?: number };
  /** Fixed delay added before every answer. */
  latencyMs?: number;
}

export type FaultDecision =
  | { kind: 'none' }
  | { kind: 'tooManyRequests' }
  | { kind: 'serverError'; status: 500 | 503 }
  | { kind: 'hang' }
  | { kind: 'delay'; ms: number }
  /** carry the request out, then answer after `ms` (never, when undefined) */
  | { kind: 'late'; ms: number | undefined };

export interface Faults {
  set(config: FaultConfig): void;
  clear(): void;
  /** Re-seeds the PRNG so a run can be replayed. */
  reseed(seed: number): void;
  readonly config: FaultConfig;
  decide(): FaultDecision;
}

export function createFaults(seed: number, initial: FaultConfig = {}): Faults {
  let random = mulberry32(seed);
  let config: FaultConfig = structuredClone(initial);

  // Every rule draws a number on every request so the sequence depends only on the seed.
  const fires = (rule: FaultRule | undefined): boolean => {
    const roll = random();
    if (!rule) return false;
    if (rule.next !== undefined && rule.next > 0) {
      rule.next -= 1;
      return true;
    }
    return rule.probability !== undefined && roll < rule.probability;
  };

  return {
    set(next) {
      config = structuredClone(next);
    },
    clear() {
      config = {};
    },
    reseed(value) {
      random = mulberry32(value);
    },
    get config() {
      return config;
    },
    decide() {
      const tooMany = fires(config.tooManyRequests);
      const serverError = fires(config.serverError);
      const timeout = fires(config.timeout);
      // drawn only when configured, so the sequences of older configurations stay as they were
      const late = config.lateAnswer ? fires(config.lateAnswer) : false;
      if (tooMany) return { kind: 'tooManyRequests' };
      if (serverError) return { kind: 'serverError', status: config.serverError?.status ?? 500 };
      if (timeout) {
        const ms = config.timeout?.delayMs;
        return ms === undefined ? { kind: 'hang' } : { kind: 'delay', ms };
      }
      if (late) return { kind: 'late', ms: config.lateAnswer?.delayMs };
      return { kind: 'none' };
    },
  };
}

/**
 * A result the request produced, held back as a `late` fault says: after `ms`, or never
 * ('hang'). Other decisions pass the result straight through.
 */
export async function deliver<T>(fault: FaultDecision, result: T): Promise<T | 'hang'> {
  if (fault.kind !== 'late') return result;
  if (fault.ms === undefined) return 'hang';
  await new Promise<void>((resolve) => setTimeout(resolve, fault.ms));
  return result;
}
