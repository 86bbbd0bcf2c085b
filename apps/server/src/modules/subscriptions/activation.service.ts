import { formatMinor } from '@portal/connectors/money';
import type { AppLocale } from '@portal/contracts/i18n/resources';
import type { ActivateRequest, ActivationState } from '@portal/contracts/schemas/activation';
import { CONNECTORS } from '@portal/connectors/registry';
import type { AppContext } from '../../context';
import { fieldError, notFound, withDetail } from '../../http/http-error';
import { t } from '../../plugins/locale';
import { findCatalogItem } from '../catalog/catalog.repository';
import { paidHistoryImport } from '../checkout/checkout.repository';
import { freeFrom } from '../checkout/history-import-price';
import { connectionsOf } from '../engine/connections.repository';
import { queueRun } from '../engine/scheduler';
import { recordEvent } from '../events/events.service';
import { currentTermsVersion } from '../terms/terms.service';
import type { Scope } from '../tenancy/scope';
import { testConnection } from './connection.service';
import { countElements } from './activation.repository';
import { moveStatus } from './lifecycle.repository';
import { subscriptionView, visibleSubscription } from './subscriptions.service';

const stockholmDay = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(at);

/** Whether every credential field of both sides is filled (a SIE file needs none). */
async function connectionsReady(
  ctx: AppContext,
  id: number,
  application: string,
  accounting: string,
) {
  const rows = await connectionsOf(ctx.db, id);
  const filled = (fields: { key: string }[], stored?: Record<string, string>) =>
    !!stored && fields.every((f) => stored[f.key]);
  const app = CONNECTORS.apps[application];
  const ledger = CONNECTORS.ledgers[accounting];
  const appReady = !!app && filled(app.credentials.fields, rows.app?.credentials);
  const ledgerReady = !ledger || filled(ledger.credentials.fields, rows.accounting?.credentials);
  return appReady && ledgerReady;
}

/** The Activate tab's facts, and the import's progress once it runs. */
export async function activationState(
  ctx: AppContext,
  scope: Scope,
  id: number,
): Promise<ActivationState> {
  const { subscription: s } = await visibleSubscription(ctx, scope, id);
  const now = ctx.clock.now();
  const [paid, app, terms, ready] = await Promise.all([
    paidHistoryImport(ctx.db, id),
    findCatalogItem(ctx.db, 'app', s.application),
    currentTermsVersion(ctx),
    connectionsReady(ctx, id, s.application, s.accounting),
  ]);
  let progress: ActivationState['progress'] = null;
  if (s.activatedAt) {
    const from = new Date(`${s.startDate}T00:00:00Z`).getTime();
    const until = Math.max(from + 1, s.activatedAt.getTime());
    const reached = s.lastProcessedAt?.getTime() ?? from;
    progress = {
      from: s.startDate,
      until: s.activatedAt.toISOString(),
      synced_until: s.lastProcessedAt?.toISOString() ?? null,
      percent: Math.round(Math.min(1, Math.max(0, (reached - from) / (until - from))) * 100),
      elements: await countElements(ctx.db, id),
    };
  }
  return {
    status: s.status,
    start_date: s.startDate,
    free_from: freeFrom(stockholmDay(now)),
    paid_from: paid?.startDate ?? null,
    monthly_price: formatMinor(app?.prices.monthly ?? 0, 'SEK'),
    terms_version: terms,
    accepted_terms_version: s.acceptedTermsVersion,
    connections_ready: ready,
    progress,
  };
}

/**
 * Activates a new subscription (SPEC §5, ADR 016): the terms in force accepted, a start date
 * inside the free week or covered by a paid import, both connections filled and answering. Then
 * the import starts from the start date. A refusal says why and changes nothing.
 */
export async function activate(
  ctx: AppContext,
  scope: Scope,
  id: number,
  input: ActivateRequest,
  locale: AppLocale,
) {
  const { subscription: s } = await visibleSubscription(ctx, scope, id);
  if (s.status !== 'Pending') {
    throw withDetail(409, 'conflict', 'subscriptions.refused.activate', {
      status: t(locale, `subscriptions.statuses.${s.status}`),
    });
  }
  const terms = await currentTermsVersion(ctx);
  if (!terms || input.terms_version !== terms) {
    throw fieldError('validation_error', 'terms_version', 'activation.terms_changed');
  }
  const today = stockholmDay(ctx.clock.now());
  if (input.start_date > today) {
    throw fieldError('validation_error', 'start_date', 'activation.start_in_future');
  }
  const paid = await paidHistoryImport(ctx.db, id);
  const covered =
    input.start_date >= freeFrom(today) || (!!paid && input.start_date >= paid.startDate);
  if (!covered)
    throw fieldError('validation_error', 'start_date', 'activation.start_needs_payment');
  if (!(await connectionsReady(ctx, id, s.application, s.accounting))) {
    throw withDetail(400, 'validation_error', 'activation.connect_first');
  }
  // the check no peer runs: both sides answer with the credentials stored
  for (const side of ['app', 'accounting'] as const) {
    if (side === 'accounting' && !CONNECTORS.ledgers[s.accounting]) continue;
    const tested = await testConnection(ctx, scope, id, side, locale);
    if (!tested.ok) {
      throw withDetail(400, 'validation_error', `activation.${side}_refused`, {
        detail: tested.detail,
      });
    }
  }
  const now = ctx.clock.now();
  const moved = await ctx.db.transaction(async (tx) => {
    const row = await moveStatus(tx, id, ['Pending'], {
      status: 'Active',
      isLive: true,
      startDate: input.start_date,
      lastProcessedAt: null,
      acceptedTermsVersion: terms,
      acceptedTermsAt: now,
      activatedAt: now,
      statusReason: '',
    });
    if (!row) return null;
    await recordEvent(tx, scope, now, {
      entity: 'subscription',
      entityId: id,
      action: 'activate',
      oldData: { status: 'Pending' },
      newData: { status: 'Active', start_date: input.start_date, terms_version: terms },
    });
    return row;
  });
  if (!moved) throw notFound();
  await queueRun(ctx, moved, { trigger: 'manual', createdBy: scope.actorId });
  return subscriptionView(ctx, scope, id);
}
