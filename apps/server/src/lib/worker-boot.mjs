// The first module of every worker thread the server starts (start-worker.ts): a worker does not
// inherit the parent's TypeScript loader under every runner, so it registers tsx itself before it
// imports its entry.
import { workerData } from 'node:worker_threads';

const { entry } = workerData;
if (entry.endsWith('.ts')) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import(entry);
