import type { AppLocale } from '@portal/contracts/i18n/resources';
import type {
  ConnectionTestResult,
  ConnectionView,
  SaveConnection,
} from '@portal/contracts/schemas/connections';
import { ConnectorError } from '@portal/connectors/errors';
import { CONNECTORS } from '@portal/connectors/registry';
import type { Connector, CredentialField } from '@portal/connectors/sdk/connector';
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
import { visibleSubscription } from './subscriptions.service';

type Side = 'app' | 'accounting';

/** Connectors whose address is the customer's own (a self-hosted WooCommerce shop). */
const OWN_ADDRESS = new Set(['woocommerce']);

function connectorOf(application: string, accounting: string, side: Side): Connector | null {
  if (side === 'app') return CONNECTORS.apps[application] ?? null;
  return CONNECTORS.ledgers[accounting] ?? null;
}

function baseUrlEditable(ctx: AppContext, connector: Connector) {
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
  connector: Connector | null,
  accounting: string,
  row: ConnectionRow | undefined,
  locale: AppLocale,
): ConnectionView {
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
    view(ctx, side, connectorOf(application, accounting, side), accounting, rows[side], locale);
  return { app: sideView('app'), accounting: sideView('accounting') };
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
  if (input.base_url !== undefined && !baseUrlEditable(ctx, connector)) {
    throw fieldError('validation_error', 'base_url', 'connections.base_url_fixed');
  }
  if (ctx.config.production && input.base_url && !input.base_url.startsWith('https://')) {
    throw fieldError('validation_error', 'base_url', 'connections.https_only');
  }
  const simulatedUrl = demoEndpoint(connector.id);
  const baseUrl = input.base_url ?? current?.baseUrl ?? simulatedUrl ?? connector.defaultBaseUrl;
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    if (current) {
      await storeCredentials(tx, current.id, credentials, now);
      await updateConnectionSettings(tx, current.id, {
        baseUrl,
        simulated: simulatedUrl !== undefined && baseUrl === simulatedUrl,
      });
    } else {
      await insertConnection(tx, {
        subscriptionId: id,
        side,
        connectorId: connector.id,
        baseUrl,
        credentials,
        simulated: simulatedUrl !== undefined && baseUrl === simulatedUrl,
      });
    }
    // which fields changed, never their values
    const changed = connector.credentials.fields
      .filter((f) => stored[f.key] !== credentials[f.key])
      .map((f) => f.key);
    await recordEvent(tx, scope, now, {
      entity: 'subscription',
      entityId: id,
      action: `connection_${side}_saved`,
      newData: { fields: changed.join(', '), base_url: baseUrl },
    });
  });
  return (await connectionViews(ctx, scope, id, locale))[side];
}

/**
 * Tries the stored credentials against the provider through its connector (SPEC §8 texts):
 * valid, invalid keys (the provider refused them), or failed for another reason.
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
  const row = (await connectionsOf(ctx.db, id))[side];
  if (!row || !connector.credentials.fields.every((f) => row.credentials[f.key])) {
    throw missingFields();
  }
  const settings = { baseUrl: row.baseUrl, credentials: row.credentials };
  const runtime = {
    timeoutMs: Math.min(ctx.config.syncRequestTimeoutMs, 15_000),
    retries: 0,
    onCredentialsChange: (credentials: Record<string, string>) =>
      storeCredentials(ctx.db, row.id, credentials, ctx.clock.now()),
  };
  try {
    await (connector.kind === 'app'
      ? connector.open(settings, runtime).test()
      : connector.open(settings, runtime).test());
    return { ok: true, outcome: 'valid', detail: t(locale, 'connections.valid') };
  } catch (error) {
    const invalid = error instanceof ConnectorError && error.code === 'auth';
    ctx.log.info(
      { subscriptionId: id, side, code: (error as ConnectorError).code },
      'connection test failed',
    );
    return invalid
      ? { ok: false, outcome: 'invalid_keys', detail: t(locale, 'connections.invalid_keys') }
      : { ok: false, outcome: 'failed', detail: t(locale, 'connections.failed') };
  }
}
