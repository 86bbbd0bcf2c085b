import { paginated } from '@portal/contracts/pagination';
import { CatalogItem, CatalogQuery, FaqItem, FaqQuery } from '@portal/contracts/schemas/catalog';
import type { CatalogKind } from '@portal/contracts/schemas/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { listCatalog, listFaq } from './catalog.service';

const tags = ['catalog'];

/** SPEC §7: the catalogue's three lists, and the FAQ of its apps; any signed-in role reads them. */
export const catalogRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const lists: [string, CatalogKind][] = [
    ['/apps/', 'app'],
    ['/accountings/', 'accounting'],
    ['/products/', 'product'],
  ];
  for (const [path, kind] of lists) {
    app.get(
      path,
      {
        config: { signedIn: true },
        schema: {
          tags,
          querystring: CatalogQuery,
          response: { 200: paginated(CatalogItem), ...errorResponses },
        },
      },
      async (request) => {
        const { limit, offset, search, category } = request.query;
        const filter = { kind, locale: request.locale, search, category, limit, offset };
        const { count, results } = await listCatalog(ctx, filter);
        return toPage(request.url, { limit, offset }, count, results);
      },
    );
  }

  app.get(
    '/faq/',
    {
      config: { signedIn: true },
      schema: {
        tags,
        querystring: FaqQuery,
        response: { 200: z.array(FaqItem), ...errorResponses },
      },
    },
    async (request) =>
      listFaq(ctx, await scopeOf(ctx.db, request), request.locale, request.query.app),
  );
};
