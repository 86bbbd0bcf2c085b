import {
  FaqCategory,
  FaqCategoryInput,
  FaqCategoryPatch,
  FaqEntry,
  FaqItemInput,
  FaqItemPatch,
  FaqListQuery,
  FaqPage,
  FaqQuestionInput,
  FaqReasonsQuery,
} from '@portal/contracts/schemas/faq';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import {
  createCategory,
  listCategories,
  patchCategory,
  removeCategory,
} from './faq-categories.service';
import {
  askQuestion,
  createFaqItem,
  faqForReasons,
  listFaq,
  patchFaqItem,
  removeFaqItem,
} from './faq.service';

const tags = ['faq'];
const categoryPermission = 'manage:faq-categories';

/** SPEC §3/§6 FAQ: read by the roles with view:faq; written by in-house staff; asked by owners. */
export const faqRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);
  const one = { 200: FaqEntry, ...errorResponses };

  app.get(
    '/',
    {
      config: { permission: 'view:faq' },
      schema: { tags, querystring: FaqListQuery, response: { 200: FaqPage, ...errorResponses } },
    },
    async (request) => {
      const { count, results, facets } = await listFaq(
        ctx,
        await scope(request),
        request.locale,
        request.query,
      );
      return { ...toPage(request.url, request.query, count, results), facets };
    },
  );

  // writing a full item is editing the FAQ: in-house staff (owners send questions in instead)
  app.post(
    '/',
    {
      config: { permission: 'update:faq' },
      schema: { tags, body: FaqItemInput, response: { 201: FaqEntry, ...errorResponses } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createFaqItem(ctx, await scope(request), request.locale, request.body)),
  );

  app.post(
    '/questions/',
    {
      config: { permission: 'create:faq' },
      schema: { tags, body: FaqQuestionInput, response: { 201: FaqEntry, ...errorResponses } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await askQuestion(ctx, await scope(request), request.locale, request.body)),
  );

  app.get(
    '/for-reasons/',
    {
      config: { permission: 'view:faq' },
      schema: {
        tags,
        querystring: FaqReasonsQuery,
        response: { 200: z.array(FaqEntry), ...errorResponses },
      },
    },
    async (request) => faqForReasons(ctx, await scope(request), request.locale, request.query),
  );

  app.patch(
    '/:id/',
    {
      config: { permission: 'update:faq' },
      schema: { tags, params: IdParams, body: FaqItemPatch, response: one },
    },
    async (request) =>
      patchFaqItem(ctx, await scope(request), request.locale, request.params.id, request.body),
  );

  app.delete(
    '/:id/',
    { config: { permission: 'delete:faq' }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await removeFaqItem(ctx, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/categories/',
    {
      config: { permission: 'view:faq' },
      schema: { tags, response: { 200: z.array(FaqCategory), ...errorResponses } },
    },
    async (request) => listCategories(ctx, request.locale),
  );

  app.post(
    '/categories/',
    {
      config: { permission: categoryPermission },
      schema: { tags, body: FaqCategoryInput, response: { 201: FaqCategory, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await createCategory(ctx, request.locale, request.body)),
  );

  app.patch(
    '/categories/:id/',
    {
      config: { permission: categoryPermission },
      schema: {
        tags,
        params: IdParams,
        body: FaqCategoryPatch,
        response: { 200: FaqCategory, ...errorResponses },
      },
    },
    async (request) => patchCategory(ctx, request.locale, request.params.id, request.body),
  );

  app.delete(
    '/categories/:id/',
    { config: { permission: categoryPermission }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await removeCategory(ctx, request.params.id);
      return reply.code(204).send();
    },
  );
};
