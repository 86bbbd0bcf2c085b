import { setTimeout as sleep } from 'node:timers/promises';
import type { AppLocale } from '@portal/contracts/i18n/resources';
import type {
  ConnectionTestResult,
  ConnectionView,
  SaveConnection,
} from '@portal/contracts/schemas/connections';
import { ConnectorError } from '@portal/connectors/errors';
import { CONNECTORS } from '@portal/connectors/registry';
import type { Connector, CredentialField } from '@portal/connectors/sdk/connector';
import type { ShippingConnector } from '@portal/connectors/sdk/shipping';
import type { AppContext } from '../../context';
import type { ConnectionRow } from '../../db/schema/engine';
import { maskSecret } from '../../lib/credentials-cipher';
import { demoEndpoint } from '../../lib/demo-endpoints';
import { fieldError, HttpError, notFound } from '../../http/http-error';
import { t } from '../../plugins/locale';
import {
  connectionsOf,
  insertConnection,
  storeCredentials,
} from '../engine/connections.repository';
import { recordEvent } from '../events/events.service';
import type { Scope } from '../tenancy/scope';
import { updateConnectionSettings } from './connection.repository';
import { resumeAfterReconnect } from './lifecycle.service';
import { visibleSubscription } from './subscriptions.service';

export type Side = 'app' | 'accounting';

/** Connectors whose address is the customer's own (a self-hosted WooCommerce shop). */
const OWN_ADDRESS = new Set(['woocommerce']);

/** A side's connector: a shop or payment provider, a shipping app (ADR 042), or a ledger. */
export type SideConnector = Connector | ShippingConnector;

export function connectorOf(
  application: string,
  accounting: string,
  side: Side,
): SideConnector | null {
  if (side === 'app')
    return CONNECTORS.apps[application] ?? CONNECTORS.shipping[application] ?? null;
  return CONNECTORS.ledgers[accounting] ?? null;
}

function baseUrlEditable(ctx: AppContext, connector: SideConnector) {
  // outside production every address may change, so tests and the demo reach simulators
  return !ctx.config.production || OWN_ADDRESS.has(connector.id);
}

function fieldView(field: CredentialField, stored: Record<string, string>, locale: AppLocale) {
  const value = stored[field.key] ?? '';
  return {
    key: field.key,
    label: field.label[locale],
    secret: field.secret,
    value: value && field.secret ? maskSecret(value) : value,
    filled: value !== '',
  };
}

function view(
  ctx: AppContext,
  side: Side,
  connector: SideConnector | null,
  subscription: { accounting: string; status: string },
  row: ConnectionRow | undefined,
  locale: AppLocale,
): ConnectionView {
  const { accounting } = subscription;
  if (!connector) {
    // the SIE file: the portal keeps the vouchers itself, there is nothing to connect
    return {
      side,
      connector_id: accounting,
      name: t(locale, 'connections.sie_name'),
      scheme: 'none',
      fields: [],
      base_url: '',
      base_url_editable: false,
      simulated: false,
      connected: true,
      reconnect: false,
      updated_at: null,
    };
  }
  const stored = row?.credentials ?? {};
  const fields = connector.credentials.fields.map((f) => fieldView(f, stored, locale));
  const simulatedUrl = demoEndpoint(connector.id);
  return {
    side,
    connector_id: connector.id,
    name: connector.name,
    scheme: connector.credentials.type,
    fields,
    base_url: row?.baseUrl ?? simulatedUrl ?? connector.defaultBaseUrl,
    base_url_editable: baseUrlEditable(ctx, connector),
    simulated: row ? row.simulated : simulatedUrl !== undefined,
    connected: fields.every((f) => f.filled),
    // Error means a provider refused the credentials (ADR 016): each side may be the one
    reconnect: subscription.status === 'Error',
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** Both sides of a subscription's connection as its App Connection tab shows them. */
export async function connectionViews(
  ctx: AppContext,
  scope: Scope,
  id: number,
  locale: AppLocale,
) {
  const { subscription } = await visibleSubscription(ctx, scope, id);
  const rows = await connectionsOf(ctx.db, id);
  const { application, accounting } = subscription;
  const sideView = (side: Side) =>
    view(ctx, side, connectorOf(application, accounting, side), subscription, rows[side], locale);
  return { app: sideView('app'), accounting: sideView('accounting') };
}

/**
 * Where a side talks: the address sent (outside production any, so tests and the demo reach
 * simulators; in production only a shop's own, over https), else the stored one, the demo's
 * simulator, or the provider's.
 */
export function connectionBaseUrl(
  ctx: AppContext,
  connector: SideConnector,
  sent: string | undefined,
  current: ConnectionRow | undefined,
): string {
  if (sent !== undefined && !baseUrlEditable(ctx, connector)) {
    throw fieldError('validation_error', 'base_url', 'connections.base_url_fixed');
  }
  if (ctx.config.production && sent && !sent.startsWith('https://')) {
    throw fieldError('validation_error', 'base_url', 'connections.https_only');
  }
  return sent ?? current?.baseUrl ?? demoEndpoint(connector.id) ?? connector.defaultBaseUrl;
}

const missingFields = () =>
  new HttpError(400, 'validation_error', {
    errors: { credentials: [{ key: 'connections.all_fields' }] },
  });

/**
 * Saves one side's credentials (sealed at rest, ADR 016). Every declared field must end up
 * filled ('Please add all API Key fields'); a secret sent empty keeps the one stored, so the
 * browser never needs to hold it.
 */
export async function saveConnection(
  ctx: AppContext,
  scope: Scope,
  id: number,
  side: Side,
  input: SaveConnection,
  locale: AppLocale,
) {
  const { subscription } = await visibleSubscription(ctx, scope, id);
  const connector = connectorOf(subscription.application, subscription.accounting, side);
  if (!connector) throw notFound();
  const current = (await connectionsOf(ctx.db, id))[side];
  const stored = current?.credentials ?? {};
  const credentials: Record<string, string> = {};
  for (const field of connector.credentials.fields) {
    const sent = (input.credentials[field.key] ?? '').trim();
    const value = sent === '' && field.secret ? (stored[field.key] ?? '') : sent;
    if (value === '') throw missingFields();
    credentials[field.key] = value;
  }
  const baseUrl = connectionBaseUrl(ctx, connector, input.base_url, current);
  await storeConnection(ctx, scope, id, side, connector, { credentials, baseUrl });
  return (await connectionViews(ctx, scope, id, locale))[side];
}

/**
 * Stores one side's credentials (sealed) and address, and records which fields changed, never
 * their values. Typed in (saveConnection) or from the provider's authorize flow (`via`).
 */
export async function storeConnection(
  ctx: AppContext,
  scope: Scope,
  id: number,
  side: Side,
  connector: SideConnector,
  input: { credentials: Record<string, string>; baseUrl: string; via?: 'oauth2' },
) {
  const { credentials, baseUrl } = input;
  const current = (await connectionsOf(ctx.db, id))[side];
  const stored = current?.credentials ?? {};
  const simulated = demoEndpoint(connector.id) === baseUrl;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (current) {
      await storeCredentials(tx, current.id, credentials, now);
      await updateConnectionSettings(tx, current.id, { baseUrl, simulated });
    } else {
      await insertConnection(tx, {
        subscriptionId: id,
        side,
        connectorId: connector.id,
        baseUrl,
        credentials,
        simulated,
      });
    }
    const changed = connector.credentials.fields
      .filter((f) => stored[f.key] !== credentials[f.key])
      .map((f) => f.key);
    await recordEvent(tx, scope, now, {
      entity: 'subscription',
      entityId: id,
      action: `connection_${side}_saved`,
      newData: {
        fields: changed.join(', '),
        base_url: baseUrl,
        ...(input.via ? { via: input.via } : {}),
      },
    });
  });
}

type Outcome = ConnectionTestResult['outcome'];

/**
 * One side's stored credentials tried against the provider; a token refreshed on the way is kept,
 * and a provider asking to wait (429) is asked again after the wait it names.
 */
async function probe(
  ctx: AppContext,
  side: Side,
  connector: SideConnector,
  row: ConnectionRow,
): Promise<Outcome> {
  const settings = { baseUrl: row.baseUrl, credentials: row.credentials };
  const runtime = {
    timeoutMs: Math.min(ctx.config.syncRequestTimeoutMs, 15_000),
    retries: 0,
    onCredentialsChange: (credentials: Record<string, string>) =>
      storeCredentials(ctx.db, row.id, credentials, ctx.clock.now()),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      if (connector.kind === 'app') await connector.open(settings, runtime).test();
      else if (connector.kind === 'shipping') await connector.open(settings, runtime).test();
      else await connector.open(settings, runtime).test();
      return 'valid';
    } catch (error) {
      // a provider busy with the account's other work (429) is waited for, briefly, not failed
      if (!(error instanceof ConnectorError && error.code === 'rate_limited')) return failed(error);
      if (attempt >= BUSY_RETRIES) return failed(error);
      await sleep(Math.min(error.retryAfterSeconds ?? 1, BUSY_WAIT_MAX_S) * 1000);
    }
  }

  function failed(error: unknown): Outcome {
    ctx.log.info(
      { subscriptionId: row.subscriptionId, side, code: (error as ConnectorError).code },
      'connection test failed',
    );
    return error instanceof ConnectorError && error.code === 'auth' ? 'invalid_keys' : 'failed';
  }
}

/** How often, and at most how long each time, a connection test waits for a busy provider. */
const BUSY_RETRIES = 3;
const BUSY_WAIT_MAX_S = 6;

const filledRow = (connector: SideConnector, row: ConnectionRow | undefined) =>
  row && connector.credentials.fields.every((f) => row.credentials[f.key]) ? row : undefined;

/**
 * A subscription in Error (a provider refused its credentials) whose side now tests valid goes
 * back to Active once the other side does too: the engine cannot tell which side it was.
 */
async function resumeIfReconnected(
  ctx: AppContext,
  scope: Scope,
  subscription: { id: number; application: string; accounting: string },
  tested: Side,
) {
  const other: Side = tested === 'app' ? 'accounting' : 'app';
  const connector = connectorOf(subscription.application, subscription.accounting, other);
  if (connector) {
    const row = filledRow(connector, (await connectionsOf(ctx.db, subscription.id))[other]);
    if (!row || (await probe(ctx, other, connector, row)) !== 'valid') return;
  }
  await resumeAfterReconnect(ctx, scope, subscription.id);
}

/**
 * Tries the stored credentials against the provider through its connector (SPEC §8 texts):
 * valid, invalid keys (the provider refused them), or failed for another reason. Valid ones
 * reconnect a subscription in Error (ADR 020).
 */
export async function testConnection(
  ctx: AppContext,
  scope: Scope,
  id: number,
  side: Side,
  locale: AppLocale,
): Promise<ConnectionTestResult> {
  const { subscription } = await visibleSubscription(ctx, scope, id);
  const connector = connectorOf(subscription.application, subscription.accounting, side);
  if (!connector) throw notFound();
  const row = filledRow(connector, (await connectionsOf(ctx.db, id))[side]);
  if (!row) throw missingFields();
  const outcome = await probe(ctx, side, connector, row);
  if (outcome === 'valid' && subscription.status === 'Error') {
    await resumeIfReconnected(ctx, scope, subscription, side);
  }
  return { ok: outcome === 'valid', outcome, detail: t(locale, `connections.${outcome}`) };
}
