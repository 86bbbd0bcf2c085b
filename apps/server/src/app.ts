import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Permission } from '@portal/contracts/permissions';
import { PICTURE_MAX_BYTES } from '@portal/contracts/schemas/users';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import { apiQueriesRoutes } from './modules/api-queries/api-queries.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { checkoutRoutes } from './modules/checkout/checkout.routes';
import { clientCommunicationRoutes } from './modules/client-communication/client-communication.routes';
import { notesRoutes } from './modules/notes/notes.routes';
import { faqRoutes } from './modules/faq/faq.routes';
import { companiesRoutes } from './modules/companies/companies.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { firmsRoutes } from './modules/firms/firms.routes';
import { genericResourcesRoutes } from './modules/generic-resources/generic-resources.routes';
import { pluginsRoutes } from './modules/plugins/plugins.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { salesPanelRoutes } from './modules/sales/sales-panel.routes';
import { reconciliationRoutes } from './modules/reconciliation/reconciliation.routes';
import { rulesRoutes } from './modules/rules/rules.routes';
import { customAccountsRoutes } from './modules/custom-accounts/custom-accounts.routes';
import { firmPayoutsRoutes } from './modules/firm-payouts/firm-payouts.routes';
import { auditPreparationRoutes } from './modules/audit-preparation/audit-preparation.routes';
import { taxPreparationRoutes } from './modules/tax-preparation/tax-preparation.routes';
import { ledgerRoutes } from './modules/ledger/ledger.routes';
import { anomalyDetectionRoutes } from './modules/anomaly-detection/anomaly-detection.routes';
import { duplicateTransactionsRoutes } from './modules/duplicate-transactions/duplicate-transactions.routes';
import { scheduledReportsRoutes } from './modules/scheduled-reports/scheduled-reports.routes';
import { budgetsRoutes } from './modules/budgets/budgets.routes';
import { cashFlowForecastRoutes } from './modules/cash-flow-forecast/cash-flow-forecast.routes';
import { financialReportsRoutes } from './modules/financial-reports/financial-reports.routes';
import { consolidatedReportsRoutes } from './modules/consolidated-reports/consolidated-reports.routes';
import { kpiRoutes } from './modules/kpi/kpi.routes';
import { workflowTemplatesRoutes } from './modules/workflow-templates/workflow-templates.routes';
import { firmOverviewRoutes } from './modules/firm-overview/firm-overview.routes';
import { clientPortfolioRoutes } from './modules/client-portfolio/client-portfolio.routes';
import { kickbacksRoutes } from './modules/kickbacks/kickbacks.routes';
import { timeTrackingRoutes } from './modules/time-tracking/time-tracking.routes';
import { clientRatesRoutes } from './modules/client-rates/client-rates.routes';
import { projectsRoutes } from './modules/projects/projects.routes';
import { syncEntryActionsRoutes } from './modules/sync-entries/sync-entries.routes';
import { subscriptionsRoutes } from './modules/subscriptions/subscriptions.routes';
import { createSubscriptionRoutes } from './modules/subscriptions/create-subscription';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { subscriptionStatusRoutes } from './modules/subscription-status/subscription-status.routes';
import { syncHealthRoutes } from './modules/sync-health/sync-health.routes';
import { systemNotificationsRoutes } from './modules/system-notifications/system-notifications.routes';
import { switchingRoutes } from './modules/switching/switching.routes';
import { termsRoutes } from './modules/terms/terms.routes';
import { userDirectoryRoutes } from './modules/users/user-directory.routes';
import { healthRoutes } from './modules/health/health.routes';
import { invitationsRoutes } from './modules/invitations/invitations.routes';
import { outboxRoutes } from './modules/mail/outbox.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { guideImageRoutes, guidesRoutes } from './modules/guides/guides.routes';
import { todosRoutes } from './modules/todos/todos.routes';
import { shipmentsRoutes } from './modules/shipments/shipments.routes';
import { notificationsRoutes } from './modules/notifications/notifications.routes';
import { settingsRoutes } from './modules/settings/settings.routes';
import { usersRoutes } from './modules/users/users.routes';
import { toursRoutes } from './modules/tours/tours.routes';
import {
  apiLogRoutes,
  periodicTasksRoutes,
  subscriptionSyncRoutes,
  syncEntriesRoutes,
} from './modules/engine/engine.routes';
import { webhooksRoutes } from './modules/engine/webhooks.routes';
import { configurationRoutes } from './modules/subscriptions/configuration.routes';
import { connectionRoutes } from './modules/subscriptions/connection.routes';
import { subscriptionLifecycleRoutes } from './modules/subscriptions/lifecycle.routes';
import { technicalRoutes } from './modules/subscriptions/technical.routes';
import { assertStorableInput } from './http/input-guard';
import { registerAuth } from './plugins/auth';
import { registerDocs } from './plugins/docs';
import { registerErrorHandler } from './plugins/error-handler';
import { registerLocale } from './plugins/locale';
import { registerSecurityHeaders } from './plugins/security-headers';
import { DEFAULT_WEB_DIST, registerWebApp } from './plugins/web-app';

export interface BuildOptions {
  /** folder of the built web app; false to serve none (default apps/web/dist when present) */
  webDist?: string | false;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  /** the permission the route needs, when it declares one */
  permission?: Permission;
  /** any signed-in user may call it */
  signedIn: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every /api route with whether it answers without a token */
    apiRoutes: RegisteredRoute[];
  }
}

/** Routes that need no declaration: docs, liveness/readiness and the public picture URLs. */
const UNDECLARED_ALLOWED = /^\/api\/(?:docs|health|ready|media)(?:\/|$)/;

/**
 * Startup check (SPEC §6): every /api route says who may call it — `public`, `signedIn` or a
 * `permission` — exactly one of them; only docs, health, ready and media may declare none.
 */
export function assertRouteDeclared(
  method: string,
  url: string,
  config: { public?: boolean; signedIn?: boolean; permission?: Permission } | undefined,
): void {
  const declared = [
    config?.public === true,
    config?.signedIn === true,
    config?.permission !== undefined,
  ].filter(Boolean).length;
  if (declared === 1 || (declared === 0 && UNDECLARED_ALLOWED.test(url))) return;
  throw new Error(`${method} ${url} must declare exactly one of public, signedIn or permission`);
}

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The HTTP application: external plugins, then the app's own, then the /api routes. */
export async function buildApp(
  ctx: AppContext,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: ctx.log,
    trustProxy: ctx.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // keep a caller's request id (x-request-id) when it looks sane, else a fresh one
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerSecurityHeaders(app);
  await registerDocs(app);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024 },
  });

  registerLocale(app);
  registerErrorHandler(app);

  app.decorate('apiRoutes', [] as RegisteredRoute[]);
  await app.register(
    async (api) => {
      api.addHook('onRoute', (route) => {
        if (route.config?.public) route.schema = { ...route.schema, security: [] }; // OpenAPI
        const methods = Array.isArray(route.method) ? route.method : [route.method];
        const isPublic = route.config?.public === true;
        const signedIn = route.config?.signedIn === true;
        const permission = route.config?.permission;
        assertRouteDeclared(methods.join(','), route.url, route.config);
        for (const method of methods) {
          if (method === 'HEAD') continue;
          app.apiRoutes.push({ method, url: route.url, public: isPublic, signedIn, permission });
        }
      });
      // One place for what no schema checks: NUL bytes, lone surrogates, nesting (ADR 004).
      api.addHook('preValidation', async (request) => {
        assertStorableInput(request.params, 'path');
        assertStorableInput(request.query, 'query');
        assertStorableInput(request.body, 'body');
      });
      registerAuth(api, ctx);
      await api.register(healthRoutes, { ctx });
      await api.register(authRoutes, { ctx, prefix: '/auth' });
      await api.register(usersRoutes, { ctx, prefix: '/users' });
      await api.register(userDirectoryRoutes, { ctx, prefix: '/users' });
      await api.register(toursRoutes, { ctx, prefix: '/users/me/tours' });
      await api.register(invitationsRoutes, { ctx, prefix: '/users' });
      await api.register(mediaRoutes, { ctx, prefix: '/media' });
      await api.register(guideImageRoutes, { ctx, prefix: '/media/guide-images' });
      await api.register(guidesRoutes, { ctx, prefix: '/guides' });
      await api.register(notificationsRoutes, { ctx, prefix: '/notifications' });
      await api.register(todosRoutes, { ctx, prefix: '/todos' });
      await api.register(shipmentsRoutes, { ctx, prefix: '/shipments' });
      await api.register(settingsRoutes, { ctx, prefix: '/settings' });
      await api.register(outboxRoutes, { ctx, prefix: '/outbox' });
      await api.register(companiesRoutes, { ctx, prefix: '/companies' });
      await api.register(firmsRoutes, { ctx, prefix: '/accounting-firms' });
      await api.register(switchingRoutes, { ctx, prefix: '/switch' });
      await api.register(eventsRoutes, { ctx, prefix: '/event-log' });
      await api.register(pluginsRoutes, { ctx, prefix: '/plugins' });
      await api.register(rulesRoutes, { ctx, prefix: '/custom-rules' });
      await api.register(genericResourcesRoutes, { ctx, prefix: '/generic-resources' });
      await api.register(customAccountsRoutes, { ctx, prefix: '/custom-accounts' });
      await api.register(firmPayoutsRoutes, { ctx, prefix: '/payouts' });
      await api.register(auditPreparationRoutes, { ctx, prefix: '/audit-preparation' });
      await api.register(taxPreparationRoutes, { ctx, prefix: '/tax-preparation' });
      await api.register(ledgerRoutes, { ctx, prefix: '/ledger' });
      await api.register(anomalyDetectionRoutes, { ctx, prefix: '/anomalies' });
      await api.register(duplicateTransactionsRoutes, { ctx, prefix: '/duplicates' });
      await api.register(scheduledReportsRoutes, { ctx, prefix: '/report-schedules' });
      await api.register(budgetsRoutes, { ctx, prefix: '/budgets' });
      await api.register(cashFlowForecastRoutes, { ctx, prefix: '/forecasts' });
      await api.register(financialReportsRoutes, { ctx, prefix: '/financial-reports' });
      await api.register(consolidatedReportsRoutes, { ctx, prefix: '/consolidated-reports' });
      await api.register(kpiRoutes, { ctx, prefix: '/kpis' });
      await api.register(workflowTemplatesRoutes, { ctx, prefix: '/workflow-templates' });
      await api.register(firmOverviewRoutes, { ctx, prefix: '/overview' });
      await api.register(clientPortfolioRoutes, { ctx, prefix: '/client-portfolio' });
      await api.register(kickbacksRoutes, { ctx, prefix: '/kickbacks' });
      await api.register(projectsRoutes, { ctx, prefix: '/projects' });
      await api.register(subscriptionsRoutes, { ctx, prefix: '/subscriptions' });
      await api.register(createSubscriptionRoutes, { ctx, prefix: '/subscriptions' });
      await api.register(catalogRoutes, { ctx, prefix: '/catalog' });
      await api.register(subscriptionStatusRoutes, { ctx, prefix: '/subscription-status' });
      await api.register(syncHealthRoutes, { ctx, prefix: '/unprocessed-subscriptions' });
      await api.register(systemNotificationsRoutes, { ctx, prefix: '/system-notifications' });
      await api.register(dashboardRoutes, { ctx, prefix: '/dashboard' });
      await api.register(subscriptionSyncRoutes, { ctx, prefix: '/subscriptions' });
      await api.register(subscriptionLifecycleRoutes, { ctx, prefix: '/subscriptions' });
      await api.register(connectionRoutes, { ctx, prefix: '/subscriptions' });
      await api.register(configurationRoutes, { ctx, prefix: '/subscriptions' });
      await api.register(technicalRoutes, { ctx, prefix: '/subscriptions' });
      await api.register(periodicTasksRoutes, { ctx, prefix: '/periodic-tasks' });
      await api.register(syncEntriesRoutes, { ctx, prefix: '/sync-entries' });
      await api.register(syncEntryActionsRoutes, { ctx, prefix: '/sync-entries' });
      await api.register(webhooksRoutes, { ctx, prefix: '/webhooks' });
      await api.register(apiLogRoutes, { ctx, prefix: '/api-logs' });
      await api.register(apiQueriesRoutes, { ctx, prefix: '/api-queries' });
      await api.register(reconciliationRoutes, { ctx, prefix: '/reconciliation' });
      await api.register(salesPanelRoutes, { ctx, prefix: '/sales' });
      await api.register(reportsRoutes, { ctx, prefix: '/reports' });
      await api.register(billingRoutes, { ctx, prefix: '/billing' });
      await api.register(termsRoutes, { ctx, prefix: '/terms' });
      await api.register(checkoutRoutes, { ctx, prefix: '/checkouts' });
      await api.register(notesRoutes, { ctx, prefix: '/notes' });
      await api.register(faqRoutes, { ctx, prefix: '/faq' });
      await api.register(clientCommunicationRoutes, { ctx, prefix: '/client-communication' });
      await api.register(timeTrackingRoutes, { ctx, prefix: '/time-entries' });
      await api.register(clientRatesRoutes, { ctx, prefix: '/client-rates' });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, options.webDist ?? DEFAULT_WEB_DIST);
  return app;
}
