import { Worker } from 'node:worker_threads';
import type { ResourceLimits } from 'node:worker_threads';

const BOOT = new URL('./worker-boot.mjs', import.meta.url);

/**
 * Starts a worker thread on a TypeScript (or JavaScript) module, whether the server runs under
 * tsx, vitest or plain node. The worker never keeps the process alive on its own.
 */
export function startWorker(entry: URL, resourceLimits?: ResourceLimits): Worker {
  const worker = new Worker(BOOT, {
    workerData: { entry: entry.href },
    ...(resourceLimits ? { resourceLimits } : {}),
  });
  worker.unref();
  return worker;
}
