import { afterEach } from 'vitest';
import { createSendcloudSimulator, DEFAULT_ACCOUNT } from '../server';
import type { SendcloudSimulatorOptions } from '../server';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers field by field
type Json = any;

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;

/** A simulator and a plain HTTP client for it, closed after the test. */
export async function sendcloud(options: SendcloudSimulatorOptions = {}) {
  const sim = await createSendcloudSimulator({ seed: 5, ...options });
  closers.push(sim.close);
  const auth = basic(DEFAULT_ACCOUNT.publicKey, DEFAULT_ACCOUNT.secretKey);
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    init: { body?: unknown; accept?: string; authorization?: string } = {},
  ) => {
    const response = await fetch(`${sim.url}${path}`, {
      method,
      headers: {
        authorization: init.authorization ?? auth,
        accept: init.accept ?? 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const type = response.headers.get('content-type') ?? '';
    const bytes = Buffer.from(await response.arrayBuffer());
    const json = type.includes('json') ? (JSON.parse(bytes.toString()) as Json) : undefined;
    return { status: response.status, headers: response.headers, type, bytes, json };
  };
  return {
    sim,
    get: (path: string, init?: Parameters<typeof call>[2]) => call('GET', path, init),
    post: (path: string, body: unknown) => call('POST', path, { body }),
    wrongKeys: basic(DEFAULT_ACCOUNT.publicKey, 'not-the-secret'),
  };
}

/** A parcel Sendcloud announces: PostNord MyPack Home to Stockholm. */
export const parcel = (overrides: Record<string, unknown> = {}) => ({
  name: 'Anna Andersson',
  address: 'Hornsgatan 12',
  city: 'Stockholm',
  postal_code: '118 51',
  country: 'SE',
  weight: '1.500',
  order_number: '10045678',
  request_label: true,
  shipment: { id: 1102 },
  ...overrides,
});

export const pages = (pdf: Buffer) =>
  (pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

/** The text pdfkit wrote (hex strings of the standard fonts' single-byte codes). */
export const pdfText = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/<([0-9a-f]+)> /g)]
    .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'))
    .join('');
