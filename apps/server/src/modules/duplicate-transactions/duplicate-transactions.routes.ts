import {
  DuplicateCompanyQuery,
  DuplicatePage,
  DuplicatePair,
  DuplicatePairQuery,
  DuplicateQuery,
  DuplicateScanQuery,
  DuplicateScanResult,
  MergeDuplicates,
  MergeResult,
} from '@portal/contracts/schemas/duplicate-transactions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { mergeDuplicates } from './duplicate-merge.service';
import { dismissDuplicate, listDuplicates, scanDuplicates } from './duplicate-transactions.service';

const tags = ['duplicate-transactions'];
const permission = 'view:duplicate-detection';

/** /duplicates: pairs of vouchers booked twice, flagged by a scan, dismissed or merged by a person. */
export const duplicateTransactionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);

  app.get(
    '/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: DuplicateQuery,
        response: { 200: DuplicatePage, ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { count, results, counts } = await listDuplicates(
        ctx,
        await scope(request),
        request.query,
      );
      return { ...toPage(request.url, { limit, offset }, count, results), counts };
    },
  );

  app.post(
    '/scan/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: DuplicateScanQuery,
        response: { 200: DuplicateScanResult, ...errorResponses },
      },
    },
    async (request) => scanDuplicates(ctx, await scope(request), request.query),
  );

  app.post(
    '/merge/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: DuplicateCompanyQuery,
        body: MergeDuplicates,
        response: { 200: MergeResult, ...errorResponses },
      },
    },
    async (request) => ({
      results: await mergeDuplicates(
        ctx,
        await scope(request),
        request.query.company,
        request.body.ids,
      ),
    }),
  );

  app.post(
    '/:id/dismiss/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        querystring: DuplicatePairQuery,
        response: { 200: DuplicatePair, ...errorResponses },
      },
    },
    async (request) =>
      dismissDuplicate(ctx, await scope(request), request.query.company, request.params.id),
  );
};
