import type {
  ApiQueryBaseUrl,
  ApiQueryBaseUrlRequest,
  ApiQueryResult,
  ApiQueryRetrieveRequest,
  ApiQueryRetrieveUrlRequest,
  ApiQuerySide,
  ApiQuerySideName,
  ApiQueryTarget,
} from '@portal/contracts/schemas/api-queries';
import type { ConnectorRuntime } from '@portal/connectors/sdk/connector';
import {
  consoleBaseUrl,
  consoleGet,
  ConsoleRefusal,
  resourcePath,
  withinBase,
} from '@portal/connectors/sdk/console';
import { maskSecrets } from '@portal/connectors/sdk/log';
import type { AppContext } from '../../context';
import type { ConnectionRow } from '../../db/schema/engine';
import { fieldError, notFound } from '../../http/http-error';
import { connectionsOf } from '../engine/connections.repository';
import { runtimeFor } from '../engine/open-env';
import { connectorOf } from '../subscriptions/connection.service';
import type { SideConnector } from '../subscriptions/connection.service';
import { answerResult, failureResult, isConnectorError } from './api-queries.answer';
import { findSubscription, listSubscriptions, subscriptionRow } from './api-queries.repository';
import type { SubscriptionFilter } from './api-queries.repository';

/** Someone is waiting at the console: a short timeout, and the provider's answer as it came. */
const CONSOLE_TIMEOUT_MS = 15_000;

export const listConsoleSubscriptions = (ctx: AppContext, filter: SubscriptionFilter) =>
  listSubscriptions(ctx.db, filter);

async function subscriptionOrNotFound(ctx: AppContext, id: number) {
  const row = await subscriptionRow(ctx.db, id);
  if (!row) throw notFound();
  return row;
}

/** What one side can be asked, or why nothing: the SIE file has no API, a side not connected. */
function sideView(
  side: ApiQuerySideName,
  id: string,
  name: string,
  connector: SideConnector | null,
  row: ConnectionRow | undefined,
): ApiQuerySide {
  const support = connector?.console;
  const resources = Object.entries(support?.resources ?? {}).map(([resource, path]) => ({
    name: resource,
    takes_id: path.includes('{id}'),
  }));
  const unavailable = !support ? 'no_http_api' : !row ? 'not_connected' : null;
  return {
    side,
    connector_id: connector?.id ?? id,
    name: connector?.name ?? name,
    unavailable,
    resources: unavailable ? [] : resources,
  };
}

/** A subscription with both its sides, for the console's form. */
export async function consoleTarget(ctx: AppContext, id: number): Promise<ApiQueryTarget> {
  const subscription = await findSubscription(ctx.db, id);
  if (!subscription) throw notFound();
  const rows = await connectionsOf(ctx.db, id);
  const { application, accounting } = subscription;
  return {
    subscription,
    sides: [
      sideView(
        'app',
        application,
        subscription.application_name,
        connectorOf(application, accounting, 'app'),
        rows.app,
      ),
      sideView(
        'accounting',
        accounting,
        subscription.accounting_name,
        connectorOf(application, accounting, 'accounting'),
        rows.accounting,
      ),
    ],
  };
}

/** One side of a subscription, opened as the engine opens it: its credentials, budget and log. */
async function openSide(ctx: AppContext, request: ApiQueryBaseUrlRequest) {
  const subscription = await subscriptionOrNotFound(ctx, request.subscription_id);
  const { application, accounting } = subscription;
  const connector = connectorOf(application, accounting, request.side);
  if (!connector?.console)
    throw fieldError('validation_error', 'side', 'api_queries.errors.no_http_api');
  const row = (await connectionsOf(ctx.db, subscription.id))[request.side];
  if (!row)
    throw fieldError('validation_error', 'side', 'api_queries.errors.not_connected', {
      name: connector.name,
    });
  const settings = { baseUrl: row.baseUrl, credentials: row.credentials };
  let baseUrl: string;
  try {
    baseUrl = consoleBaseUrl(connector.console, settings);
  } catch {
    // a Shopify connection without its shop: nothing to address yet
    throw fieldError('validation_error', 'side', 'api_queries.errors.not_connected', {
      name: connector.name,
    });
  }
  const runtime: ConnectorRuntime = {
    ...runtimeFor(ctx, row, subscription, connector.rateLimit),
    timeoutMs: Math.min(ctx.config.syncRequestTimeoutMs, CONSOLE_TIMEOUT_MS),
    retries: 0,
  };
  return { connector, support: connector.console, settings, baseUrl, runtime };
}

export async function baseUrlOf(
  ctx: AppContext,
  request: ApiQueryBaseUrlRequest,
): Promise<ApiQueryBaseUrl> {
  return { base_url: (await openSide(ctx, request)).baseUrl };
}

type Opened = Awaited<ReturnType<typeof openSide>>;

/** GETs a target already known to lie within the base URL; no answer is a result too. */
async function send(opened: Opened, target: string): Promise<ApiQueryResult> {
  const started = Date.now();
  try {
    return answerResult(
      await consoleGet(opened.connector, opened.settings, opened.runtime, target),
    );
  } catch (error) {
    if (!isConnectorError(error)) throw error;
    return failureResult(error, maskSecrets(target), Date.now() - started);
  }
}

/** retrieve-url: refused with the reason in the caller's language, before anything is sent. */
export async function retrieveUrl(
  ctx: AppContext,
  request: ApiQueryRetrieveUrlRequest,
): Promise<ApiQueryResult> {
  const opened = await openSide(ctx, request);
  let url: URL;
  try {
    url = withinBase(opened.baseUrl, request.url);
  } catch (error) {
    if (!(error instanceof ConsoleRefusal)) throw error;
    throw fieldError('validation_error', 'url', `api_queries.errors.refused.${error.reason}`, {
      base: opened.baseUrl,
    });
  }
  return send(opened, url.toString());
}

/** retrieve: the connector's path for the resource, its id filled in. */
export async function retrieve(
  ctx: AppContext,
  request: ApiQueryRetrieveRequest,
): Promise<ApiQueryResult> {
  const opened = await openSide(ctx, request);
  const template = Object.hasOwn(opened.support.resources, request.resource)
    ? opened.support.resources[request.resource]
    : undefined;
  if (!template)
    throw fieldError('validation_error', 'resource', 'api_queries.errors.unknown_resource', {
      name: opened.connector.name,
    });
  let url: URL;
  try {
    url = withinBase(opened.baseUrl, resourcePath(template, request.id ?? ''));
  } catch (error) {
    if (!(error instanceof ConsoleRefusal)) throw error;
    throw fieldError('validation_error', 'id', 'api_queries.errors.id_required');
  }
  return send(opened, url.toString());
}
