import type { IncomingMessage, ServerResponse } from 'node:http';
import { badRequest, errorCodes } from './errors';
import { compileFilter } from './odata';
import type { Company } from './state';

export interface RouteContext {
  company: Company;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
  /** ISO time by the simulator clock */
  now: string;
}

export interface RouteResult {
  status: number;
  body: unknown;
}

export interface Route {
  method: 'GET' | 'POST' | 'PUT';
  /** such as `/v2/vouchers/{fiscalyearId}/{voucherId}`; fixed segments before parameters */
  path: string;
  handle(ctx: RouteContext): RouteResult;
}

export const ok = (body: unknown): RouteResult => ({ status: 200, body });
export const created = (body: unknown): RouteResult => ({ status: 201, body });

export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest(errorCodes.dataModelValidation, 'The request body is not valid JSON.');
  }
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...headers,
  });
  res.end(text);
}

/** Visma's page size when `$pagesize` is not given, and the most it serves. */
export const defaultPageSize = 50;
export const maxPageSize = 1000;

/**
 * A Visma list: `$filter` (OData), then `$page` from 1 and `$pagesize` ≤ 1000, answered as
 * `{Meta: {CurrentPage, PageSize, TotalNumberOfPages, TotalNumberOfResults, ServerTimeUtc}, Data}`.
 */
export function pageOf<T extends object>(items: readonly T[], ctx: RouteContext): RouteResult {
  const { query } = ctx;
  const filter = query.get('$filter');
  const matching = filter ? items.filter(compileFilter(filter)) : items;
  const page = Number(query.get('$page') ?? '1');
  const size = Number(query.get('$pagesize') ?? String(defaultPageSize));
  if (!Number.isInteger(page) || page < 1) {
    throw badRequest(errorCodes.dataModelValidation, '$page must be a whole number from 1.');
  }
  if (!Number.isInteger(size) || size < 1 || size > maxPageSize) {
    throw badRequest(
      errorCodes.dataModelValidation,
      `$pagesize must be between 1 and ${maxPageSize}.`,
    );
  }
  return ok({
    Meta: {
      CurrentPage: page,
      PageSize: size,
      TotalNumberOfPages: Math.ceil(matching.length / size),
      TotalNumberOfResults: matching.length,
      ServerTimeUtc: ctx.now,
    },
    Data: matching.slice((page - 1) * size, page * size),
  });
}

export function requireObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest(errorCodes.dataModelValidation, 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

export const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : fallback;

export const amount = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : 0;

/** Amounts travel as JSON numbers with two decimals; sums are taken in öre. */
export const toOre = (value: number): number => Math.round(value * 100);

/** true for a finite amount with at most two decimals (0.29 × 100 is 28.999…96 in binary). */
export const hasTwoDecimals = (value: number): boolean =>
  Number.isFinite(value) && Math.abs(value * 100 - toOre(value)) < 1e-6;
