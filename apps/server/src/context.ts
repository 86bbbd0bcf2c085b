import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { JobQueue } from './jobs/queue';
import type { Clock } from './lib/clock';

/** What services need from the outside world; built once per process (or per test). */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  queue: JobQueue;
  log: FastifyBaseLogger;
}
