import { paginated } from '@portal/contracts/pagination';
import {
  ExportJob,
  ExportRequest,
  ManualSyncRequest,
  SalesArticle,
  SalesArticleQuery,
  SalesCustomer,
  SalesCustomerQuery,
  SalesOrder,
  SalesOrderQuery,
  SalesPayment,
  SalesPaymentQuery,
  SalesVoucher,
  SalesVoucherQuery,
  SyncProgress,
  SyncProgressQuery,
} from '@portal/contracts/schemas/sales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses } from '../../http/schemas';
import { IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { exportFile, getExport, startExport } from './export.service';
import {
  listFilterOf,
  listArticles,
  listCustomers,
  listOrders,
  listPayments,
  listVouchers,
  manualSync,
  syncProgress,
} from './sales-panel.service';

/** The sales panel (SPEC §2 /sales-panel): what the engine read and booked, per tab. */
export const salesPanelRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const tags = ['sales-panel'];
  const config = { permission: 'view:sales-panel' as const };

  app.get(
    '/orders/',
    {
      config,
      schema: {
        tags,
        querystring: SalesOrderQuery,
        response: { 200: paginated(SalesOrder), ...errorResponses },
      },
    },
    async (request) => {
      const filter = listFilterOf(await scopeOf(ctx.db, request), request.query);
      const { count, estimated, results } = await listOrders(ctx, filter);
      return { ...toPage(request.url, filter, count, results), estimated };
    },
  );

  app.get(
    '/articles/',
    {
      config,
      schema: {
        tags,
        querystring: SalesArticleQuery,
        response: { 200: paginated(SalesArticle), ...errorResponses },
      },
    },
    async (request) => {
      const filter = listFilterOf(await scopeOf(ctx.db, request), request.query);
      const { count, estimated, results } = await listArticles(ctx, filter);
      return { ...toPage(request.url, filter, count, results), estimated };
    },
  );

  app.get(
    '/customers/',
    {
      config,
      schema: {
        tags,
        querystring: SalesCustomerQuery,
        response: { 200: paginated(SalesCustomer), ...errorResponses },
      },
    },
    async (request) => {
      const filter = listFilterOf(await scopeOf(ctx.db, request), request.query);
      const { count, estimated, results } = await listCustomers(ctx, filter);
      return { ...toPage(request.url, filter, count, results), estimated };
    },
  );

  app.get(
    '/vouchers/',
    {
      config,
      schema: {
        tags,
        querystring: SalesVoucherQuery,
        response: { 200: paginated(SalesVoucher), ...errorResponses },
      },
    },
    async (request) => {
      const filter = listFilterOf(await scopeOf(ctx.db, request), request.query);
      const { count, estimated, results } = await listVouchers(ctx, filter);
      return { ...toPage(request.url, filter, count, results), estimated };
    },
  );

  app.get(
    '/payments/',
    {
      config,
      schema: {
        tags,
        querystring: SalesPaymentQuery,
        response: { 200: paginated(SalesPayment), ...errorResponses },
      },
    },
    async (request) => {
      const filter = listFilterOf(await scopeOf(ctx.db, request), request.query);
      const { count, estimated, results } = await listPayments(ctx, filter);
      return { ...toPage(request.url, filter, count, results), estimated };
    },
  );

  app.post(
    '/sync/',
    {
      config,
      schema: { tags, body: ManualSyncRequest, response: { 202: SyncProgress, ...errorResponses } },
    },
    async (request, reply) => {
      const scope = await scopeOf(ctx.db, request);
      const progress = await manualSync(ctx, scope, request.body, request.session!.actor.id);
      return reply.code(202).send(progress);
    },
  );

  app.get(
    '/sync/',
    {
      config,
      schema: {
        tags,
        querystring: SyncProgressQuery,
        response: { 200: SyncProgress, ...errorResponses },
      },
    },
    async (request) => {
      const ids = request.query.tasks.split(',').map(Number);
      return syncProgress(ctx, await scopeOf(ctx.db, request), ids);
    },
  );

  app.post(
    '/exports/',
    {
      config,
      schema: { tags, body: ExportRequest, response: { 202: ExportJob, ...errorResponses } },
    },
    async (request, reply) => {
      const scope = await scopeOf(ctx.db, request);
      const job = await startExport(
        ctx,
        scope,
        request.body,
        request.session!.actor.id,
        request.locale,
      );
      return reply.code(202).send(job);
    },
  );

  app.get(
    '/exports/:id/',
    { config, schema: { tags, params: IdParams, response: { 200: ExportJob, ...errorResponses } } },
    async (request) => getExport(ctx, await scopeOf(ctx.db, request), request.params.id),
  );

  app.get(
    '/exports/:id/file/',
    { config, schema: { tags, params: IdParams } },
    async (request, reply) => {
      const file = await exportFile(ctx, await scopeOf(ctx.db, request), request.params.id);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
        )
        .send(file.stream);
    },
  );
};
