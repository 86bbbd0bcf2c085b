import type { Worker } from 'node:worker_threads';
import { startWorker } from '../../lib/start-worker';
import type { RuleJob, RuleThreadMessage } from './rule-worker';
import { DEFAULT_RULE_LIMITS, failureReason } from './sandbox-vm';
import type { RuleFailure, RuleFailureCode, RuleLimits, RuleResult } from './sandbox-vm';

export { DEFAULT_RULE_LIMITS, MAX_LOG_LINES } from './sandbox-vm';
export type { RuleFailure, RuleFailureCode, RuleLimits, RuleResult } from './sandbox-vm';

/**
 * Custom rules run on worker threads, never on the server's own: a rule stuck in one long
 * built-in call is beyond QuickJS's interrupt until the call returns, so the host stops the
 * whole thread once the rule's deadline has passed by a grace period, and starts a new one.
 */
const THREADS = 2;
/** How long past its own deadline a rule may take before its thread is stopped. */
const graceMs = (limits: RuleLimits) => Math.max(250, limits.timeoutMs);
/** The thread's own heap (QuickJS's memory is limited inside it, per rule). */
const THREAD_LIMITS = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 };

interface Pending {
  job: RuleJob;
  resolve: (result: RuleResult) => void;
  reject: (error: unknown) => void;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  current?: Pending & { started: number; timer: NodeJS.Timeout };
}

const threads: Thread[] = [];
const queue: Pending[] = [];
let nextId = 1;

const elapsedSince = (started: number) => Math.round((performance.now() - started) * 10) / 10;

function stopped(pending: Pending & { started: number }, code: RuleFailureCode): RuleFailure {
  return {
    ok: false,
    code,
    reason: failureReason(code, pending.job.limits),
    logs: [],
    ms: elapsedSince(pending.started),
  };
}

/** Ends a thread's current job with `result` and takes the next one. */
function finish(thread: Thread, result: RuleResult) {
  const current = thread.current;
  if (!current) return;
  clearTimeout(current.timer);
  thread.current = undefined;
  current.resolve(result);
  dispatch();
}

/** Drops a thread (stopped, crashed or out of memory); the next job starts a new one. */
function retire(thread: Thread, code: RuleFailureCode, error?: unknown) {
  const index = threads.indexOf(thread);
  if (index === -1) return;
  threads.splice(index, 1);
  const current = thread.current;
  thread.current = undefined;
  if (current) {
    clearTimeout(current.timer);
    current.resolve(stopped(current, code));
  } else if (!thread.ready && error !== undefined) {
    // a thread that cannot even start: tell the caller waiting longest instead of retrying forever
    queue.shift()?.reject(error);
  }
  void thread.worker.terminate();
  dispatch();
}

function spawn(): Thread {
  const thread: Thread = {
    worker: startWorker(new URL('./rule-worker.ts', import.meta.url), THREAD_LIMITS),
    ready: false,
  };
  thread.worker.on('message', (message: RuleThreadMessage) => {
    if (message.type === 'ready') {
      thread.ready = true;
      dispatch();
    } else if (thread.current?.job.id === message.id) {
      finish(thread, message.result);
    }
  });
  thread.worker.on('error', (error: Error & { code?: string }) =>
    retire(thread, error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'threw', error),
  );
  thread.worker.on('exit', () => retire(thread, 'memory'));
  threads.push(thread);
  return thread;
}

/** Hands queued jobs to idle ready threads, starting threads up to the pool's size. */
function dispatch() {
  while (queue.length > 0) {
    const idle = threads.find((t) => t.ready && !t.current);
    if (!idle) {
      if (threads.length < THREADS && threads.every((t) => t.ready)) spawn();
      return;
    }
    const pending = queue.shift()!;
    const started = performance.now();
    const timer = setTimeout(
      () => retire(idle, 'timeout'),
      pending.job.limits.timeoutMs + graceMs(pending.job.limits),
    );
    timer.unref();
    idle.current = { ...pending, started, timer };
    idle.worker.postMessage(pending.job);
  }
}

function submit(op: RuleJob['op'], code: string, input: unknown, limits: Partial<RuleLimits>) {
  return new Promise<RuleResult>((resolve, reject) => {
    const job: RuleJob = {
      id: nextId++,
      op,
      code,
      // JSON in, JSON out: what the rule sees is what JSON.stringify makes of the input
      input: JSON.parse(JSON.stringify(input ?? null)) as unknown,
      limits: { ...DEFAULT_RULE_LIMITS, ...limits },
    };
    queue.push({ job, resolve, reject });
    dispatch();
  });
}

/** Runs `rule(input)` in a fresh sandbox on a rule thread. Never throws for a bad rule. */
export function runRule(
  code: string,
  input: unknown,
  limits: Partial<RuleLimits> = {},
): Promise<RuleResult> {
  return submit('run', code, input, limits);
}

/** The check before a rule is saved: it compiles, its top level runs, and it defines `rule`. */
export function checkRule(code: string, limits: Partial<RuleLimits> = {}): Promise<RuleResult> {
  return submit('check', code, null, limits);
}
