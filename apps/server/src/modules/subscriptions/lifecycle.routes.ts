import {
  SUBSCRIPTION_ACTIONS,
  SubscriptionActionRequest,
} from '@portal/contracts/schemas/subscription-lifecycle';
import {
  ActivateRequest,
  ActivationCheckRequest,
  ActivationCheckResult,
  ActivationState,
  ImportEstimate,
  ImportEstimateRequest,
} from '@portal/contracts/schemas/activation';
import { Subscription } from '@portal/contracts/schemas/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { runActivationCheck } from './activation-check.service';
import { activate, activationState } from './activation.service';
import { estimateImport } from './import-estimate.service';
import { takeAction } from './lifecycle.service';
import { subscriptionView } from './subscriptions.service';

const tags = ['subscriptions'];

/** One subscription, and SPEC §4's actions on it (ADR 016). */
export const subscriptionLifecycleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/:id/',
    {
      config: { signedIn: true },
      schema: { tags, params: IdParams, response: { 200: Subscription, ...errorResponses } },
    },
    async (request) => subscriptionView(ctx, await scopeOf(ctx.db, request), request.params.id),
  );

  app.post(
    '/:id/actions/',
    {
      config: { permission: 'manage:apps' },
      schema: {
        tags,
        description: `One of ${SUBSCRIPTION_ACTIONS.join(', ')}; refused with 409 where ADR 016's table says so.`,
        params: IdParams,
        body: SubscriptionActionRequest,
        response: { 200: Subscription, ...errorResponses },
      },
    },
    async (request) =>
      takeAction(
        ctx,
        await scopeOf(ctx.db, request),
        request.params.id,
        request.body.action,
        request.locale,
      ),
  );

  app.get(
    '/:id/activation/',
    {
      config: { permission: 'manage:apps' },
      schema: { tags, params: IdParams, response: { 200: ActivationState, ...errorResponses } },
    },
    async (request) => activationState(ctx, await scopeOf(ctx.db, request), request.params.id),
  );

  app.post(
    '/:id/activation/check/',
    {
      config: { permission: 'manage:apps' },
      schema: {
        tags,
        description:
          'The check before activation (ADR 021): connections, organisation number, accounts, ' +
          'write access and a dry run of the latest payout or order. Reads only.',
        params: IdParams,
        body: ActivationCheckRequest,
        response: { 200: ActivationCheckResult, ...errorResponses },
      },
    },
    async (request) =>
      runActivationCheck(
        ctx,
        await scopeOf(ctx.db, request),
        request.params.id,
        request.body,
        request.locale,
      ),
  );

  app.post(
    '/:id/activation/estimate/',
    {
      config: { permission: 'manage:apps' },
      schema: {
        tags,
        description: "How long the import from a start date takes at the ledger's rate limit.",
        params: IdParams,
        body: ImportEstimateRequest,
        response: { 200: ImportEstimate, ...errorResponses },
      },
    },
    async (request) =>
      estimateImport(ctx, await scopeOf(ctx.db, request), request.params.id, request.body),
  );

  app.post(
    '/:id/activate/',
    {
      config: { permission: 'manage:apps' },
      schema: {
        tags,
        params: IdParams,
        body: ActivateRequest,
        response: { 200: Subscription, ...errorResponses },
      },
    },
    async (request) =>
      activate(
        ctx,
        await scopeOf(ctx.db, request),
        request.params.id,
        request.body,
        request.locale,
      ),
  );
};
