import type { AppLocale } from '@portal/contracts/i18n/resources';
import {
  OAUTH_CALLBACK_PATH,
  type OAuthCallback,
  type OAuthConnected,
  type OAuthStart,
  type StartOAuth,
} from '@portal/contracts/schemas/connections';
import type { AppContext } from '../../context';
import { HttpError, notFound, withDetail } from '../../http/http-error';
import { connectionsOf } from '../engine/connections.repository';
import type { Scope } from '../tenancy/scope';
import {
  connectionBaseUrl,
  connectionViews,
  connectorOf,
  storeConnection,
  testConnection,
  type Side,
} from './connection.service';
import { CodeExchangeError, exchangeCode, OAUTH_FLOWS } from './oauth-providers';
import { createOAuthState, verifyOAuthState } from './oauth-state';
import { visibleSubscription } from './subscriptions.service';

/** One address for every provider, registered with each as the portal's redirect URI. */
const redirectUri = (ctx: AppContext) => `${ctx.config.publicUrl}${OAUTH_CALLBACK_PATH}`;

/** The side's connector, how it authorizes, and the portal's client there. */
async function oauthSide(ctx: AppContext, scope: Scope, id: number, side: Side) {
  const { subscription } = await visibleSubscription(ctx, scope, id);
  const connector = connectorOf(subscription.application, subscription.accounting, side);
  const flow = connector ? OAUTH_FLOWS[connector.id] : undefined;
  if (!connector || !flow) throw notFound();
  const client = ctx.config.oauthClients[flow.provider];
  if (!client) {
    throw withDetail(409, 'conflict', 'connections.oauth_unconfigured', { name: connector.name });
  }
  return { connector, flow, client };
}

/**
 * Where to send the person to consent (ADR 020): the provider's authorize page with the
 * portal's client, its one redirect URI and a signed state naming this subscription, this side
 * and this person for ten minutes.
 */
export async function startOAuth(
  ctx: AppContext,
  scope: Scope,
  id: number,
  side: Side,
  input: StartOAuth,
): Promise<OAuthStart> {
  const { connector, flow, client } = await oauthSide(ctx, scope, id, side);
  const current = (await connectionsOf(ctx.db, id))[side];
  const baseUrl = connectionBaseUrl(ctx, connector, input.base_url, current);
  const state = createOAuthState(
    { subscription_id: id, side, actor_id: scope.actorId, base_url: baseUrl },
    ctx.clock.now(),
  );
  const url = new URL(flow.authorizeUrl(baseUrl));
  url.search = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: redirectUri(ctx),
    scope: flow.scope,
    state,
    response_type: 'code',
    ...flow.extra,
  }).toString();
  return { authorize_url: url.toString() };
}

const stateRefused = () => withDetail(400, 'validation_error', 'connections.oauth_state_invalid');

function exchangeRefused(error: unknown, name: string): unknown {
  if (!(error instanceof CodeExchangeError)) return error;
  return error.reason === 'refused'
    ? withDetail(400, 'validation_error', 'connections.oauth_refused', { name })
    : new HttpError(502, 'server_error', {
        detail: { key: 'connections.oauth_unreachable', params: { name } },
      });
}

/**
 * The provider sent the person back with a code: the state must be this subscription's, this
 * side's and this person's, and unexpired; the code buys the tokens, which are stored sealed with
 * the client that refreshes them. Then the connection test runs, as after a save.
 */
export async function finishOAuth(
  ctx: AppContext,
  scope: Scope,
  id: number,
  side: Side,
  input: OAuthCallback,
  locale: AppLocale,
): Promise<OAuthConnected> {
  const { connector, flow, client } = await oauthSide(ctx, scope, id, side);
  const now = ctx.clock.now();
  const state = verifyOAuthState(input.state, now);
  if (
    !state ||
    state.subscription_id !== id ||
    state.side !== side ||
    state.actor_id !== scope.actorId
  ) {
    throw stateRefused();
  }
  const tokenUrl = flow.tokenUrl(state.base_url);
  const tokens = await exchangeCode(
    tokenUrl,
    client,
    input.code,
    redirectUri(ctx),
    Math.min(ctx.config.syncRequestTimeoutMs, 15_000),
  ).catch((error: unknown) => {
    throw exchangeRefused(error, connector.name);
  });
  const credentials: Record<string, string> = {
    access_token: tokens.access_token,
    refresh_token: tokens.refresh_token,
    client_id: client.clientId,
    client_secret: client.clientSecret,
  };
  if (tokens.expires_in) {
    credentials.expires_at = new Date(now.getTime() + tokens.expires_in * 1000).toISOString();
  }
  await storeConnection(ctx, scope, id, side, connector, {
    credentials,
    baseUrl: state.base_url,
    via: 'oauth2',
  });
  const test = await testConnection(ctx, scope, id, side, locale);
  return { connection: (await connectionViews(ctx, scope, id, locale))[side], test };
}
