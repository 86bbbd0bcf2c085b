import { stockholmDay } from '@portal/contracts/dates';
import type { AppSession, ChangeWindow } from '@portal/connectors/sdk/connector';
import type { ImportEstimate, ImportEstimateRequest } from '@portal/contracts/schemas/activation';
import type { AppContext } from '../../context';
import type { SubscriptionRow } from '../../db/schema/subscriptions';
import { withDetail } from '../../http/http-error';
import { systemClock } from '../../lib/clock';
import type { Scope } from '../tenancy/scope';
import { openInteractive, type InteractiveSessions } from './sessions';
import { visibleSubscription } from './subscriptions.service';

/** Reading a provider without a count stops after this long and extrapolates (real time). */
export const COUNT_READING_MS = 10_000;

/** Look for the marker, create: what booking one document costs a ledger that does not say. */
const DEFAULT_REQUESTS_PER_DOCUMENT = 2;

/**
 * Elements of `kind` in the window, read one by one. They come oldest first, so when reading
 * takes too long the part of the window read so far stands for the whole of it.
 */
async function countByReading(app: AppSession, window: ChangeWindow, kind: 'order' | 'payout') {
  const started = systemClock.now().getTime();
  const since = Date.parse(window.since);
  const span = Date.parse(window.until) - since;
  let count = 0;
  for await (const item of app.changes(window)) {
    if (item.kind !== kind) continue;
    count += 1;
    if (systemClock.now().getTime() - started > COUNT_READING_MS) {
      const read = Date.parse(item.updatedAt) - since;
      return read > 0 && read < span ? Math.round((count * span) / read) : count;
    }
  }
  return count;
}

const daysFrom = (start: string, today: string) =>
  Math.max(1, Math.round((Date.parse(today) - Date.parse(start)) / 86_400_000) + 1);

/**
 * Documents the import books: one per element, or per order as an invoice; summaries per day
 * (a shop's summaries per payout too, roughly one a day) are at most one a day.
 */
function documentsOf(
  subscription: SubscriptionRow,
  sessions: InteractiveSessions,
  elements: number,
  days: number,
) {
  const settles = sessions.appConnector?.settles === true;
  const summarised =
    subscription.postingModel === 'per_day' ||
    (subscription.postingModel === 'per_payout' && !settles);
  const asInvoice =
    !settles &&
    subscription.postingModel === 'per_order' &&
    subscription.bookAs === 'invoice' &&
    sessions.ledgerConnector?.entities.write.includes('invoices') === true;
  return {
    documents: summarised ? Math.min(elements, days) : elements,
    type: asInvoice ? ('invoice' as const) : ('voucher' as const),
  };
}

/**
 * How long importing from `start_date` should take (issue 12): the shop's orders since then (a
 * payment provider's payouts), as the provider counts them or read one by one, times the
 * ledger's requests per booked document, at the rate the ledger's connector declares.
 */
export async function estimateImport(
  ctx: AppContext,
  scope: Scope,
  id: number,
  input: ImportEstimateRequest,
): Promise<ImportEstimate> {
  const { subscription } = await visibleSubscription(ctx, scope, id);
  const sessions = await openInteractive(ctx, subscription);
  const { app, appConnector, ledgerConnector } = sessions;
  if (!app || !appConnector) throw withDetail(400, 'validation_error', 'activation.connect_first');
  const now = ctx.clock.now();
  const window = { since: `${input.start_date}T00:00:00Z`, until: now.toISOString() };
  const unit = appConnector.settles ? 'payouts' : 'orders';
  let elements: number;
  try {
    elements =
      unit === 'orders' && app.countOrders
        ? await app.countOrders(window)
        : await countByReading(app, window, unit === 'orders' ? 'order' : 'payout');
  } catch {
    throw withDetail(400, 'validation_error', 'activation.estimate_failed');
  }
  const days = daysFrom(input.start_date, stockholmDay(now));
  const { documents, type } = documentsOf(subscription, sessions, elements, days);
  const perDocument = ledgerConnector
    ? (ledgerConnector.requestsPerDocument?.[type] ?? DEFAULT_REQUESTS_PER_DOCUMENT)
    : 0;
  const requests = documents * perDocument;
  const rule = ledgerConnector?.rateLimit;
  return {
    start_date: input.start_date,
    orders: elements,
    unit,
    documents_per_order: elements ? Math.round((documents / elements) * 100) / 100 : 0,
    requests,
    // a full bucket goes at once, the rest at the rate it refills
    seconds: rule ? Math.ceil(Math.max(0, requests - rule.capacity) / rule.perSecond) : null,
  };
}
