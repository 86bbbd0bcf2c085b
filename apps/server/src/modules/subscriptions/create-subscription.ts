import { randomBytes } from 'node:crypto';
import { CreateSubscriptionRequest } from '@portal/contracts/schemas/catalog';
import { ACCOUNTINGS, APPLICATIONS, Subscription } from '@portal/contracts/schemas/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../http/http-error';
import { errorResponses } from '../../http/schemas';
import { findCatalogItem } from '../catalog/catalog.repository';
import { findScopedCompany } from '../companies/companies.repository';
import { recordEvent, snapshot } from '../events/events.service';
import { activeCompanyOf, scopeOf } from '../tenancy/scope';
import type { Scope } from '../tenancy/scope';
import { findScopedSubscription, insertSubscription } from './subscriptions.repository';
import { toDto } from './subscriptions.service';

/** The free retroactive import (SPEC §9): a new subscription starts a week back. */
const FREE_DAYS = 7;

const known = (list: readonly string[], slug: string) => list.includes(slug);

/** The app and the accounting from the catalogue, refused field by field when they do not fit. */
async function catalogPair(ctx: AppContext, input: CreateSubscriptionRequest) {
  const app = known(APPLICATIONS, input.application)
    ? await findCatalogItem(ctx.db, 'app', input.application)
    : undefined;
  if (!app) {
    throw fieldError('validation_error', 'application', 'catalog.errors.unknown_app', {
      app: input.application,
    });
  }
  const accounting = known(ACCOUNTINGS, input.accounting)
    ? await findCatalogItem(ctx.db, 'accounting', input.accounting)
    : undefined;
  if (!accounting) {
    throw fieldError('validation_error', 'accounting', 'catalog.errors.unknown_accounting', {
      accounting: input.accounting,
    });
  }
  if (!app.accountings.includes(accounting.slug)) {
    throw fieldError('validation_error', 'accounting', 'catalog.errors.not_compatible', {
      app: app.name,
      accounting: accounting.name,
      choices: app.accountings.join(', '),
    });
  }
  return { app, accounting };
}

/**
 * A company connects an app to an accounting system: a Pending subscription that starts a week
 * back (the free import), with its own webhook secret. A company may connect the same app more
 * than once (several shops).
 */
export async function createSubscription(
  ctx: AppContext,
  scope: Scope,
  input: CreateSubscriptionRequest,
): Promise<Subscription> {
  const companyId = input.company_id ?? activeCompanyOf(scope);
  if (!(await findScopedCompany(ctx.db, scope, companyId))) throw notFound();
  const { app, accounting } = await catalogPair(ctx, input);
  const id = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const row = await insertSubscription(tx, {
      companyId,
      application: app.slug,
      accounting: accounting.slug,
      status: 'Pending',
      isLive: false,
      paymentInterval: 'monthly',
      startDate: new Date(now.getTime() - FREE_DAYS * 86_400_000).toISOString().slice(0, 10),
      createdBy: scope.actorId,
      createdAt: now,
      webhookSecret: randomBytes(32).toString('hex'),
    });
    const { webhook_secret: _secret, ...logged } = snapshot(row) ?? {};
    await recordEvent(tx, scope, now, {
      entity: 'subscription',
      entityId: row.id,
      action: 'created',
      newData: logged,
    });
    return row.id;
  });
  const created = await findScopedSubscription(ctx.db, scope, id);
  return toDto(created!);
}

/** POST subscriptions/: whoever manages the company's apps adds one. */
export const createSubscriptionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/',
    {
      config: { permission: 'manage:apps' },
      schema: {
        tags: ['subscriptions'],
        body: CreateSubscriptionRequest,
        response: { 201: Subscription, ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(ctx.db, request);
      return reply.code(201).send(await createSubscription(ctx, scope, request.body));
    },
  );
};
