import { parentPort } from 'node:worker_threads';
import { checkRuleHere, runRuleHere } from './sandbox-vm';
import type { RuleLimits, RuleResult } from './sandbox-vm';

/** What the host asks of a rule thread (sandbox.ts). */
export interface RuleJob {
  id: number;
  op: 'run' | 'check';
  code: string;
  input?: unknown;
  limits: RuleLimits;
}

/** What a rule thread answers: once ready, then one result per job, in order. */
export type RuleThreadMessage =
  { type: 'ready' } | { type: 'result'; id: number; result: RuleResult };

const port = parentPort!;
const post = (message: RuleThreadMessage) => port.postMessage(message);

port.on('message', (job: RuleJob) => {
  const result =
    job.op === 'run'
      ? runRuleHere(job.code, job.input, job.limits)
      : checkRuleHere(job.code, job.limits);
  void result.then((value) => post({ type: 'result', id: job.id, result: value }));
});

// QuickJS loads before the thread says it is ready, so a job's clock never counts the loading.
await checkRuleHere('function rule(data) { return data; }');
post({ type: 'ready' });
