import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { DEFAULT_RATE_LIMITS, loadConfig } from '../config';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { JobName, JobPayloads, JobQueue } from '../jobs/queue';
import type { Clock } from '../lib/clock';
import { createLogger } from '../lib/log';
import { createTestDatabase } from './test-database';

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current = new Date();
  now() {
    return new Date(this.current);
  }
  set(at: Date) {
    this.current = new Date(at);
  }
  advance(seconds: number) {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

/** Records the jobs the API hands over instead of running them. */
export class RecordingQueue implements JobQueue {
  readonly sent: { name: JobName; data: unknown }[] = [];
  async send<N extends JobName>(name: N, data: JobPayloads[N]) {
    this.sent.push({ name, data });
    return true;
  }
  async ping() {}
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: TestClock;
  queue: RecordingQueue;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { database, drop } = await createTestDatabase();
  const clock = new TestClock();
  const queue = new RecordingQueue();
  const config: Config = {
    ...loadConfig({ PUBLIC_URL: 'http://portal.test' }),
    rateLimits: DEFAULT_RATE_LIMITS,
    ...overrides,
  };
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    queue,
    log: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
  };
  const app = await buildApp(ctx, { webDist: false });
  await app.ready();
  return {
    app,
    ctx,
    clock,
    queue,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

export type Response = LightMyRequestResponse;

/** `app.inject` with a bearer key and Accept-Language. */
export function call(
  app: FastifyInstance,
  options: InjectOptions & { key?: string; lang?: string },
): Promise<Response> {
  const { key, lang, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      ...(key ? { authorization: `Bearer ${key}` } : {}),
      ...(lang ? { 'accept-language': lang } : {}),
      ...headers,
    },
  }) as Promise<Response>;
}
