import { paginated } from '@portal/contracts/pagination';
import {
  ResourceSummary,
  createSchema,
  listQuerySchema,
  patchSchema,
  recordSchema,
} from '@portal/contracts/resources/define';
import type { ResourceDef } from '@portal/contracts/resources/define';
import { resourceByKey, resources } from '@portal/contracts/resources/registry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { withDetail } from '../../http/http-error';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { assertValidBody } from './body-errors';
import {
  createRecord,
  getRecord,
  listRecords,
  removeRecord,
  resourceIndex,
  updateRecord,
} from './generic-resources.service';
import type { ListQuery } from './generic-resources.service';

const permission = 'manage:generic-resources';
const config = { permission } as const;
const tags = ['generic-resources'];

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** One resource's list, row, create, change and delete; a read-only one only the first two. */
function resourceRoutes(api: ZodApp, ctx: AppContext, def: ResourceDef) {
  const base = `/${def.key}/`;
  const row = `/${def.key}/:id/`;
  const Row = recordSchema(def);
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);

  api.get(
    base,
    {
      config,
      schema: {
        tags,
        querystring: listQuerySchema(def),
        response: { 200: paginated(Row), ...errorResponses },
      },
    },
    async (request) => {
      const query = request.query as ListQuery;
      const { count, results } = await listRecords(ctx, def, query);
      return toPage(request.url, query, count, results);
    },
  );

  api.get(
    row,
    { config, schema: { tags, params: IdParams, response: { 200: Row, ...errorResponses } } },
    async (request) => getRecord(ctx, def, request.params.id),
  );

  if (def.readOnly) return;

  api.post(
    base,
    {
      config,
      attachValidation: true,
      schema: { tags, body: createSchema(def), response: { 201: Row, ...errorResponses } },
    },
    async (request, reply) => {
      assertValidBody(request, def);
      const body = request.body as Record<string, unknown>;
      const created = await createRecord(ctx, await scope(request), request.locale, def, body);
      return reply.code(201).send(created);
    },
  );

  api.patch(
    row,
    {
      config,
      attachValidation: true,
      schema: {
        tags,
        params: IdParams,
        body: patchSchema(def),
        response: { 200: Row, ...errorResponses },
      },
    },
    async (request) => {
      assertValidBody(request, def);
      const change = request.body as Record<string, unknown>;
      const { id } = request.params;
      return updateRecord(ctx, await scope(request), request.locale, def, id, change);
    },
  );

  api.delete(row, { config, schema: { tags, params: IdParams } }, async (request, reply) => {
    await removeRecord(ctx, await scope(request), def, request.params.id);
    return reply.code(204).send();
  });
}

/** A resource the registry does not have (404), or a write to a read-only one (403). */
function unknownOrReadOnly(key: string) {
  if (resourceByKey(key)?.readOnly)
    return withDetail(403, 'permission_denied', 'generic_resources.errors.read_only');
  return withDetail(404, 'not_found', 'generic_resources.errors.unknown');
}

/**
 * In-house staff keep the registry's collections (SPEC §2 /generic-resource/{resource}, ADR
 * 027): the index with counts, then per resource its own routes and schemas, so the OpenAPI
 * document shows each resource's fields.
 */
export const genericResourcesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/',
    { config, schema: { tags, response: { 200: z.array(ResourceSummary), ...errorResponses } } },
    async () => resourceIndex(ctx),
  );

  for (const def of resources()) resourceRoutes(app, ctx, def);

  for (const url of ['/:resource/', '/:resource/:id/']) {
    app.route({
      method: ['GET', 'POST', 'PATCH', 'DELETE'],
      url,
      config,
      schema: { hide: true },
      handler: async (request) => {
        throw unknownOrReadOnly((request.params as { resource: string }).resource);
      },
    });
  }
};
