import {
  PortfolioAccountants,
  PortfolioClientDetail,
  PortfolioPage,
  PortfolioQuery,
} from '@portal/contracts/schemas/client-portfolio';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { clientPortfolio, portfolioAccountants, portfolioClient } from './client-portfolio.service';

const tags = ['client-portfolio'];
const permission = 'view:client-portfolio';

/** /client-portfolio: every client of the firm the person sees, with health, time and fees. */
export const clientPortfolioRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: PortfolioQuery,
        response: { 200: PortfolioPage, ...errorResponses },
      },
    },
    async (request) => {
      const scope = await scopeOf(ctx.db, request);
      const { count, year, results } = await clientPortfolio(ctx, scope, request.query);
      return { ...toPage(request.url, request.query, count, results), year };
    },
  );

  app.get(
    '/accountants/',
    {
      config: { permission },
      schema: { tags, response: { 200: PortfolioAccountants, ...errorResponses } },
    },
    async (request) => portfolioAccountants(ctx, await scopeOf(ctx.db, request)),
  );

  app.get(
    '/:id/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        response: { 200: PortfolioClientDetail, ...errorResponses },
      },
    },
    async (request) => portfolioClient(ctx, await scopeOf(ctx.db, request), request.params.id),
  );
};
