import { paginated } from '@portal/contracts/pagination';
import {
  BillingDetails,
  BillingDetailsPatch,
  BillingPlan,
  BillingSubscription,
  ChangeInterval,
  Invoice,
  InvoiceListQuery,
} from '@portal/contracts/schemas/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { changeInterval, getBillingDetails, getPlan, patchBillingDetails } from './billing.service';
import { getInvoice, getInvoicePdf, listInvoices } from './invoices.service';

const tags = ['billing'];

/** Billing of the active company (/billing, ADR 017): plan, billing cycle, invoices, details. */
export const billingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);

  app.get(
    '/',
    {
      config: { permission: 'view:billing' },
      schema: { tags, response: { 200: BillingPlan, ...errorResponses } },
    },
    async (request) => getPlan(ctx, await scope(request)),
  );

  // Declared with the reading permission: a colleague is told SPEC §8's owner-only message
  // (checked with 'change:billing-cycle' in the service), not a bare "permission denied".
  app.patch(
    '/subscriptions/:id/interval/',
    {
      config: { permission: 'view:billing' },
      schema: {
        tags,
        params: IdParams,
        body: ChangeInterval,
        response: { 200: BillingSubscription, ...errorResponses },
      },
    },
    async (request) => changeInterval(ctx, await scope(request), request.params.id, request.body),
  );

  app.get(
    '/invoices/',
    {
      config: { permission: 'view:billing' },
      schema: {
        tags,
        querystring: InvoiceListQuery,
        response: { 200: paginated(Invoice), ...errorResponses },
      },
    },
    async (request) => {
      const { count, results } = await listInvoices(ctx, await scope(request), request.query);
      return toPage(request.url, request.query, count, results);
    },
  );

  app.get(
    '/invoices/:id/',
    {
      config: { permission: 'view:billing' },
      schema: { tags, params: IdParams, response: { 200: Invoice, ...errorResponses } },
    },
    async (request) => getInvoice(ctx, await scope(request), request.params.id),
  );

  app.get(
    '/invoices/:id/pdf/',
    {
      config: { permission: 'view:billing' },
      schema: { tags, params: IdParams },
    },
    async (request, reply) => {
      const { pdf, fileName } = await getInvoicePdf(ctx, await scope(request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/details/',
    {
      config: { permission: 'view:billing' },
      schema: { tags, response: { 200: BillingDetails, ...errorResponses } },
    },
    async (request) => getBillingDetails(ctx, await scope(request)),
  );

  app.patch(
    '/details/',
    {
      config: { permission: 'update:company' },
      schema: {
        tags,
        body: BillingDetailsPatch,
        response: { 200: BillingDetails, ...errorResponses },
      },
    },
    async (request) => patchBillingDetails(ctx, await scope(request), request.body),
  );
};
