import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConnectorError } from '../../errors';
import type { ApiLogEntry } from '../log';
import { maskSecrets } from '../log';
import { nextLink, nextOffset, paginate } from '../pagination';
import { retryAfterSeconds } from '../retry';
import { HttpTransport } from '../transport';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let server: Server;
let baseUrl = '';
let script: Handler[] = [];
const seen: { method?: string; url?: string; auth?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, auth: req.headers.authorization });
    const next = script.shift();
    if (next) next(req, res);
    else res.writeHead(500).end('no script');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v3/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  script = [];
  seen.length = 0;
});

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Handler =>
  (_req, res) =>
    res
      .writeHead(status, { 'content-type': 'application/json', ...headers })
      .end(JSON.stringify(body));

function transport(extra: Partial<ConstructorParameters<typeof HttpTransport>[0]> = {}) {
  const waits: number[] = [];
  const log: ApiLogEntry[] = [];
  const t = new HttpTransport({
    baseUrl,
    headers: () => ({ authorization: 'Bearer s3cret-token' }),
    secrets: ['s3cret-token'],
    sleep: async (ms) => void waits.push(ms),
    log: (entry) => log.push(entry),
    timeoutMs: 5000,
    ...extra,
  });
  return { t, waits, log };
}

describe('HttpTransport', () => {
  it('sends to the connection base URL with fresh auth headers and parses JSON', async () => {
    script = [json(200, { Vouchers: [] })];
    const { t, log } = transport();
    const res = await t.request<{ Vouchers: unknown[] }>({ path: '/vouchers', query: { page: 2 } });
    expect(res.body).toEqual({ Vouchers: [] });
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/api/v3/vouchers?page=2',
      auth: 'Bearer s3cret-token',
    });
    expect(log[0]).toMatchObject({ method: 'GET', status: 200, attempt: 0 });
  });

  it('retries 5xx and 429 with back-off, honouring Retry-After', async () => {
    script = [
      json(503, { message: 'busy' }),
      json(429, { message: 'slow down' }, { 'retry-after': '3' }),
      json(200, { ok: true }),
    ];
    const { t, waits, log } = transport();
    const res = await t.request({ path: 'orders' });
    expect(res.body).toEqual({ ok: true });
    expect(waits).toHaveLength(2);
    expect(waits[1]).toBe(3000);
    expect(log.map((l) => l.status)).toEqual([503, 429, 200]);
  });

  it('gives up after the retries with the SDK code', async () => {
    script = Array.from({ length: 3 }, () => json(502, {}));
    const { t } = transport({ retries: 2 });
    await expect(t.request({ path: 'x' })).rejects.toMatchObject({ code: 'transient' });
    expect(seen).toHaveLength(3);
  });

  it('does not retry what retrying cannot fix', async () => {
    for (const [status, code] of [
      [400, 'validation'],
      [401, 'auth'],
      [403, 'auth'],
      [404, 'not_found'],
      [409, 'conflict'],
      [422, 'validation'],
    ] as const) {
      script = [json(status, { ErrorInformation: { message: 'nope' } })];
      seen.length = 0;
      const { t } = transport();
      const error = await t
        .request({ path: 'x', method: 'POST', body: {} })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ConnectorError);
      expect((error as ConnectorError).code).toBe(code);
      expect(seen).toHaveLength(1);
    }
  });

  it('times out a request that hangs and counts it as transient', async () => {
    script = [() => undefined, json(200, { late: false })];
    const { t, log } = transport({ timeoutMs: 200 });
    const res = await t.request({ path: 'slow' });
    expect(res.body).toEqual({ late: false });
    expect(log[0]).toMatchObject({ status: null, error: 'timed out after 200 ms' });
  });

  it('waits for the rate budget before every attempt', async () => {
    script = [json(503, {}), json(200, {})];
    let slots = 0;
    const { t } = transport({ budget: { acquire: async () => void slots++ } });
    await t.request({ path: 'x' });
    expect(slots).toBe(2);
  });

  it('keeps secrets out of the API log', async () => {
    script = [json(200, { access_token: 'abc', echoed: 's3cret-token' })];
    const { t, log } = transport();
    await t.request({
      path: 'oauth?consumer_secret=cs_123',
      method: 'POST',
      body: { password: 'pw' },
    });
    const written = JSON.stringify(log);
    expect(written).not.toContain('s3cret-token');
    expect(written).not.toContain('cs_123');
    expect(written).not.toContain('"pw"');
    expect(written).not.toContain('"abc"');
    expect(maskSecrets('x'.repeat(5000))).toMatch(/… \(5000 characters\)$/);
  });
});

describe('pagination', () => {
  it('follows next links to the end and never previous', async () => {
    expect(
      nextLink('<https://s/a?page_info=p>; rel="previous", <https://s/a?page_info=n>; rel="next"'),
    ).toBe('https://s/a?page_info=n');
    expect(nextLink('<https://s/a?page_info=p>; rel="previous"')).toBeUndefined();
    const pages: Record<string, { items: number[]; next?: string }> = {
      first: { items: [1, 2], next: 'b' },
      b: { items: [3], next: 'c' },
      c: { items: [] },
    };
    const items: number[] = [];
    for await (const item of paginate((next) => Promise.resolve(pages[next ?? 'first']!)))
      items.push(item);
    expect(items).toEqual([1, 2, 3]);
  });

  it('stops on a provider that repeats its next page', async () => {
    const loop = paginate(() => Promise.resolve({ items: [1], next: 'same' }));
    await expect(async () => {
      for await (const _ of loop) void _;
    }).rejects.toThrow(/loops/);
  });

  it('pages by offset until a short page', () => {
    expect(nextOffset(0, 100, 100)).toBe('100');
    expect(nextOffset(100, 100, 37)).toBeUndefined();
    expect(nextOffset(0, 100, 0)).toBeUndefined();
  });

  it('reads Retry-After as seconds or a date', () => {
    expect(retryAfterSeconds('5')).toBe(5);
    expect(retryAfterSeconds(new Date(Date.now() + 10_000).toUTCString())).toBeGreaterThanOrEqual(
      9,
    );
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('soon')).toBeUndefined();
  });
});
