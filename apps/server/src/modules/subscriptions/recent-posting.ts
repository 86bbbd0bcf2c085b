import { isUnmapped } from '@portal/connectors/sdk/connector';
import type { AppSession, SourceElement } from '@portal/connectors/sdk/connector';
import type { SubscriptionRow } from '../../db/schema/subscriptions';
import { accountsOf } from '../bookkeeping/accounts';
import { postPayout } from '../bookkeeping/post-payout';
import { postSale } from '../bookkeeping/post-sale';
import type { Posting } from '../bookkeeping/post-sale';

export interface RecentPosting {
  element: SourceElement;
  posting: Posting;
}

const DAYS = 30;

/**
 * The app's latest payout of the last 30 days, or for a shop without payouts its latest order,
 * posted with the subscription's saved accounts as the engine posts it; null when there is
 * none. Nothing is booked. A provider that cannot be read throws its connector error.
 */
export async function latestPosting(
  app: AppSession,
  subscription: SubscriptionRow,
  now: Date,
): Promise<RecentPosting | null> {
  const window = {
    since: new Date(now.getTime() - DAYS * 86_400_000).toISOString(),
    until: now.toISOString(),
  };
  let order: SourceElement | undefined;
  let payout: SourceElement | undefined;
  for await (const item of app.changes(window)) {
    if (isUnmapped(item)) continue;
    if (item.kind === 'order') order = item;
    if (item.kind === 'payout') payout = item;
  }
  const element = payout ?? order;
  if (!element) return null;
  const accounts = accountsOf(subscription);
  const posting =
    element.kind === 'payout'
      ? postPayout(element.payout, accounts, { rateToSek: element.payout.rateToSek })
      : postSale(element.sale, accounts, { rateToSek: element.sale.rateToSek });
  return { element, posting };
}
