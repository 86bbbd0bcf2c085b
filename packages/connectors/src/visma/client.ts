import { ConnectorError } from '../errors';
import type { Api } from '../sdk/oauth2';
import type { TransportRequest, TransportResponse } from '../sdk/transport';
import { paginate } from '../sdk/pagination';

/** What the resources need of a transport: the plain one, or the one that refreshes tokens. */
export type VismaApi = Api;

/**
 * Visma allows 600 requests per minute per client and endpoint (DOMAIN.md). The engine's budget
 * is per connection, not per endpoint, so the bucket keeps all endpoints together under one
 * endpoint's limit: capacity c refilled at r/s lets c + 60r through in any minute, and
 * 10 + 60 × 9.8 = 598 ≤ 600. A 429 (ErrorCode 4010) that happens anyway is waited out.
 */
export const VISMA_RATE = { capacity: 10, perSecond: 9.8 };

/** Visma serves at most 1000 items a page. */
export const MAX_PAGE_SIZE = 1000;

interface Paged<T> {
  Meta: { CurrentPage: number; TotalNumberOfPages: number };
  Data: T[];
}

/** Every item of a Visma list, page by page (`$page` from 1, `$pagesize` ≤ 1000). */
export function listAll<T>(
  api: VismaApi,
  path: string,
  query: Record<string, string | undefined> = {},
  pageSize = MAX_PAGE_SIZE,
): AsyncGenerator<T> {
  return paginate<T>(async (next) => {
    const page = Number(next ?? 1);
    const res = await api.request<Paged<T>>({
      path,
      query: { ...query, $page: page, $pagesize: pageSize },
    });
    const more = res.body.Meta.CurrentPage < res.body.Meta.TotalNumberOfPages;
    return { items: res.body.Data, next: more ? String(page + 1) : undefined };
  });
}

export async function readAll<T>(
  api: VismaApi,
  path: string,
  query: Record<string, string | undefined> = {},
): Promise<T[]> {
  const items: T[] = [];
  for await (const item of listAll<T>(api, path, query)) items.push(item);
  return items;
}

/** An OData text literal: quotes doubled. */
export const odataText = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * Visma says how long to wait in its 429 body ("Try again in 55 seconds", ErrorCode 4010), not
 * in Retry-After: a 429 the transport's retries did not outlast reaches the engine with it.
 */
export function withQuotaWait(api: VismaApi): VismaApi {
  return {
    async request<T>(request: TransportRequest): Promise<TransportResponse<T>> {
      try {
        return await api.request<T>(request);
      } catch (error) {
        if (
          !(error instanceof ConnectorError) ||
          error.code !== 'rate_limited' ||
          error.retryAfterSeconds !== undefined
        )
          throw error;
        const seconds = /Try again in (\d+) seconds/.exec(error.message)?.[1];
        if (seconds) throw new ConnectorError('rate_limited', error.message, Number(seconds));
        throw error;
      }
    },
  };
}
