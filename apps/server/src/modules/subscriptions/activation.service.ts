import { stockholmDay } from '@portal/contracts/dates';
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
import { queueRun } from '../engine/scheduler';
import { recordEvent } from '../events/events.service';
import { currentTermsVersion } from '../terms/terms.service';
import type { Scope } from '../tenancy/scope';
import { refuseWrongLedger, testSides } from './activation-check.service';
import { connectionsReady } from './sessions';
import { countElements } from './activation.repository';
import { moveStatus } from './lifecycle.repository';
import { subscriptionView, visibleSubscription } from './subscriptions.service';

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
    connectionsReady(ctx, s),
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
 * inside the free week or covered by a paid import, both connections filled and answering, the
 * ledger the company's own with every mapped account (ADR 021). Then the import starts from the
 * start date. A refusal says why and changes nothing.
 */
export async function activate(
  ctx: AppContext,
  scope: Scope,
  id: number,
  input: ActivateRequest,
  locale: AppLocale,
) {
  const found = await visibleSubscription(ctx, scope, id);
  const s = found.subscription;
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
  // the check no peer runs (ADR 021): both sides answer, and the ledger is the company's own
  // with every mapped account; the rest of the check advises and is not repeated here
  const hasLedger = !!CONNECTORS.ledgers[s.accounting];
  const { refusal } = await testSides(ctx, scope, s, hasLedger, locale);
  if (refusal) throw withDetail(400, 'validation_error', refusal.key, { detail: refusal.detail });
  await refuseWrongLedger(
    ctx,
    s,
    { name: found.company, organisationNumber: found.organizationNumber },
    locale,
  );
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
