import type { IncomingMessage, ServerResponse } from 'node:http';
import { badRequest, errorCodes } from './errors';
import type { Tenant } from './state';

export interface RouteContext {
  baseUrl: string;
  tenant: Tenant;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

export interface RouteResult {
  status: number;
  body: unknown;
  /** a file's bytes instead of JSON (the SIE export) */
  file?: { bytes: Buffer; type: string; name: string };
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT';
  /** Path such as `/3/vouchers/{VoucherSeries}/{VoucherNumber}`. */
  path: string;
  handle(ctx: RouteContext): RouteResult;
}

export const ok = (body: unknown): RouteResult => ({ status: 200, body });
export const created = (body: unknown): RouteResult => ({ status: 201, body });
export const file = (bytes: Buffer, type: string, name: string): RouteResult => ({
  status: 200,
  body: undefined,
  file: { bytes, type, name },
});

export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(errorCodes.invalidJson, 'Ogiltig JSON i förfrågan.');
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** A route's answer: JSON, or the file it serves. */
export function sendResult(res: ServerResponse, result: RouteResult): void {
  if (!result.file) return sendJson(res, result.status, result.body);
  const { bytes, type, name } = result.file;
  res.writeHead(result.status, {
    'content-type': type,
    'content-length': bytes.length,
    'content-disposition': `attachment; filename="${name}"`,
  });
  res.end(bytes);
}

/** Fortnox pagination: `page` from 1, `limit` default 100 and at most 500. */
export function paginate<T>(items: readonly T[], query: URLSearchParams) {
  const page = Number(query.get('page') ?? '1');
  const limit = Number(query.get('limit') ?? '100');
  if (!Number.isInteger(page) || page < 1) {
    throw badRequest(errorCodes.invalidParameter, 'Ogiltig parameter: page.');
  }
  if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
    throw badRequest(errorCodes.invalidParameter, 'Ogiltig parameter: limit (högst 500).');
  }
  const totalPages = Math.max(1, Math.ceil(items.length / limit));
  return {
    items: items.slice((page - 1) * limit, page * limit),
    meta: {
      '@TotalResources': items.length,
      '@TotalPages': totalPages,
      '@CurrentPage': page,
    },
  };
}

export function requireObject(body: unknown, key: string): Record<string, unknown> {
  const wrapped = (body as Record<string, unknown> | undefined)?.[key];
  if (typeof wrapped !== 'object' || wrapped === null || Array.isArray(wrapped)) {
    throw badRequest(errorCodes.missingField, `Förfrågan saknar ${key}.`);
  }
  return wrapped as Record<string, unknown>;
}

export const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;

export const amount = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : 0;
