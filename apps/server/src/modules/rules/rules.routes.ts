import { paginated } from '@portal/contracts/pagination';
import {
  CustomRule,
  CustomRuleInput,
  CustomRuleQuery,
  CustomRuleVersion,
  RuleDocument,
  RuleDocumentQuery,
  RuleTestInput,
  RuleTestResult,
  RuleVersionParams,
} from '@portal/contracts/schemas/rules';
import { z } from 'zod';
import { patchOf } from '@portal/contracts/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import {
  createRule,
  getRule,
  listRules,
  patchRule,
  removeRule,
  restoreRuleVersion,
  ruleDocuments,
  ruleVersions,
  tryRule,
} from './rules.service';

const tags = ['custom-rules'];
const permission = 'manage:custom-rules';

/** In-house staff write, try and remove the custom rules of SPEC §9 (entry points e1–e8). */
export const rulesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);

  app.get(
    '/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: CustomRuleQuery,
        response: { 200: paginated(CustomRule), ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, search, entry_point } = request.query;
      const filter = { limit, offset, search, entryPoint: entry_point };
      const { count, results } = await listRules(ctx, filter);
      return toPage(request.url, { limit, offset }, count, results);
    },
  );

  app.post(
    '/',
    {
      config: { permission },
      schema: { tags, body: CustomRuleInput, response: { 201: CustomRule, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await createRule(ctx, await scope(request), request.body)),
  );

  app.post(
    '/test/',
    {
      config: { permission },
      schema: { tags, body: RuleTestInput, response: { 200: RuleTestResult, ...errorResponses } },
    },
    async (request) => tryRule(request.body, request.locale),
  );

  app.get(
    '/documents/',
    {
      config: { permission },
      schema: {
        tags,
        querystring: RuleDocumentQuery,
        response: { 200: z.array(RuleDocument), ...errorResponses },
      },
    },
    async (request) => ruleDocuments(ctx, request.query.search),
  );

  app.get(
    '/:id/versions/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        response: { 200: z.array(CustomRuleVersion), ...errorResponses },
      },
    },
    async (request) => ruleVersions(ctx, request.params.id),
  );

  app.post(
    '/:id/versions/:version/restore/',
    {
      config: { permission },
      schema: {
        tags,
        params: RuleVersionParams,
        response: { 200: CustomRule, ...errorResponses },
      },
    },
    async (request) =>
      restoreRuleVersion(ctx, await scope(request), request.params.id, request.params.version),
  );

  app.get(
    '/:id/',
    {
      config: { permission },
      schema: { tags, params: IdParams, response: { 200: CustomRule, ...errorResponses } },
    },
    async (request) => getRule(ctx, request.params.id),
  );

  app.patch(
    '/:id/',
    {
      config: { permission },
      schema: {
        tags,
        params: IdParams,
        body: patchOf(CustomRuleInput.partial()),
        response: { 200: CustomRule, ...errorResponses },
      },
    },
    async (request) => patchRule(ctx, await scope(request), request.params.id, request.body),
  );

  app.delete(
    '/:id/',
    { config: { permission }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await removeRule(ctx, await scope(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
