import {
  Guide,
  GuideImage,
  GuideInput,
  GuidePage,
  GuidePatch,
  GuideQuery,
} from '@portal/contracts/schemas/guides';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { guideImageByToken, readImageUpload, storeGuideImage } from './guide-images';
import { createGuide, getGuide, listGuidesFor, patchGuide, removeGuide } from './guides.service';

const tags = ['guides'];
const read = 'view:guides';
/** in-house staff write the guides (ADR 041) */
const write = 'manage:guides';

/** User guides (issue 17): readers by role and language, in-house staff write them. */
export const guidesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);
  const one = { 200: Guide, ...errorResponses };

  app.get(
    '/',
    {
      config: { permission: read },
      schema: { tags, querystring: GuideQuery, response: { 200: GuidePage, ...errorResponses } },
    },
    async (request) => {
      const { limit, offset } = request.query;
      const { count, results } = await listGuidesFor(
        ctx,
        await scope(request),
        request.locale,
        request.query,
      );
      return toPage(request.url, { limit, offset }, count, results);
    },
  );

  app.post(
    '/',
    {
      config: { permission: write },
      schema: { tags, body: GuideInput, response: { 201: Guide, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await createGuide(ctx, await scope(request), request.body)),
  );

  // multipart/form-data: the image in the field `image`
  app.post(
    '/images/',
    {
      config: { permission: write },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: GuideImage, ...errorResponses },
      },
    },
    async (request, reply) => {
      const image = await readImageUpload(request);
      return reply.code(201).send(await storeGuideImage(ctx, await scope(request), image));
    },
  );

  app.get(
    '/:id/',
    { config: { permission: read }, schema: { tags, params: IdParams, response: one } },
    async (request) => getGuide(ctx, await scope(request), request.params.id),
  );

  app.patch(
    '/:id/',
    {
      config: { permission: write },
      schema: { tags, params: IdParams, body: GuidePatch, response: one },
    },
    async (request) => patchGuide(ctx, await scope(request), request.params.id, request.body),
  );

  app.delete(
    '/:id/',
    { config: { permission: write }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await removeGuide(ctx, request.params.id);
      return reply.code(204).send();
    },
  );
};

/** Guide images at unguessable URLs, readable by `<img>` without a token (like ADR 007's pictures). */
export const guideImageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/:token/',
    {
      config: { public: true },
      schema: { tags, params: z.object({ token: z.string().min(1).max(64) }) },
    },
    async (request, reply) => {
      const found = await guideImageByToken(ctx, request.params.token);
      return reply
        .header('content-type', found.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(found.data);
    },
  );
};
