import {
  articleWriteBackAvailable,
  BAS_RANGES,
  MAPPED_ACCOUNTS,
  outOfRange,
  type Configuration,
  type MappedAccount,
  type SaveConfiguration,
} from '@portal/contracts/schemas/configuration';
import type { AppLocale } from '@portal/contracts/i18n/resources';
import type { PreviewResponse } from '@portal/contracts/schemas/subscriptions';
import type { AppContext } from '../../context';
import type { SubscriptionRow } from '../../db/schema/subscriptions';
import { HttpError, withDetail, type Message } from '../../http/http-error';
import { fieldLabel } from '../../plugins/locale';
import { accountsOf, BAS_DEFAULTS, BAS_NAMES, type AccountMapping } from '../bookkeeping/accounts';
import { toPreviewDocument } from '../bookkeeping/documents';
import { recordEvent } from '../events/events.service';
import type { Scope } from '../tenancy/scope';
import { updateConfiguration } from './configuration.repository';
import { latestPosting, type RecentPosting } from './recent-posting';
import { openInteractive } from './sessions';
import { visibleSubscription } from './subscriptions.service';

type Flat = Record<MappedAccount, string>;

/** The engine's mapping as the form's flat list of accounts. */
function flatten(mapping: AccountMapping): Flat {
  return {
    clearing: mapping.clearing,
    bank: mapping.bank,
    fees: mapping.fees,
    suspense: mapping.suspense,
    disputes: mapping.disputes,
    shipping: mapping.shipping,
    discount: mapping.discount,
    rounding: mapping.rounding,
    giftCardLiability: mapping.giftCardLiability,
    exchangeGain: mapping.exchangeGain,
    exchangeLoss: mapping.exchangeLoss,
    revenue25: mapping.revenueByRate['25']!,
    revenue12: mapping.revenueByRate['12']!,
    revenue6: mapping.revenueByRate['6']!,
    revenue0: mapping.revenueByRate['0']!,
    vat25: mapping.outputVatByRate['25']!,
    vat12: mapping.outputVatByRate['12']!,
    vat6: mapping.outputVatByRate['6']!,
  };
}

/** Every account the subscription's mapping books to, by the form's names. */
export const mappedAccounts = (subscription: SubscriptionRow): Flat =>
  flatten(accountsOf(subscription));

/** The form's accounts as the engine's mapping (what differs from BAS is all that is stored). */
function unflatten(accounts: Flat): AccountMapping {
  return {
    clearing: accounts.clearing,
    bank: accounts.bank,
    fees: accounts.fees,
    suspense: accounts.suspense,
    disputes: accounts.disputes,
    shipping: accounts.shipping,
    discount: accounts.discount,
    rounding: accounts.rounding,
    giftCardLiability: accounts.giftCardLiability,
    exchangeGain: accounts.exchangeGain,
    exchangeLoss: accounts.exchangeLoss,
    revenueByRate: {
      '25': accounts.revenue25,
      '12': accounts.revenue12,
      '6': accounts.revenue6,
      '0': accounts.revenue0,
    },
    outputVatByRate: { '25': accounts.vat25, '12': accounts.vat12, '6': accounts.vat6 },
  };
}

/** Configure: the posting model and every account the engine books to, over the BAS defaults. */
export async function getConfiguration(
  ctx: AppContext,
  scope: Scope,
  id: number,
): Promise<Configuration> {
  const { subscription } = await visibleSubscription(ctx, scope, id);
  const accounts = flatten(accountsOf(subscription));
  const names = Object.fromEntries(
    Object.values(accounts)
      .filter((a) => BAS_NAMES[a])
      .map((a) => [a, BAS_NAMES[a]!]),
  );
  return {
    posting_model: subscription.postingModel as Configuration['posting_model'],
    accounts,
    defaults: flatten(BAS_DEFAULTS),
    names,
    article_write_back: subscription.articleWriteBack as Configuration['article_write_back'],
    article_write_back_available: articleWriteBackAvailable(
      subscription.application,
      subscription.accounting,
    ),
  };
}

/**
 * Saves the mapping and the e2 write-back choice. An account outside its BAS range is refused
 * until the user confirms it (SPEC §5), with the range in the message; a write-back the app or
 * the ledger cannot do is refused on its field; nothing is stored on a refusal.
 */
export async function saveConfiguration(
  ctx: AppContext,
  scope: Scope,
  id: number,
  input: SaveConfiguration,
  locale: AppLocale,
): Promise<Configuration> {
  const { subscription } = await visibleSubscription(ctx, scope, id);
  const errors = refusals(subscription, input, locale);
  if (Object.keys(errors).length) throw new HttpError(400, 'validation_error', { errors });
  const now = ctx.clock.now();
  const before = flatten(accountsOf(subscription));
  const writeBack = input.article_write_back ?? subscription.articleWriteBack;
  await ctx.db.transaction(async (tx) => {
    await updateConfiguration(tx, id, {
      postingModel: input.posting_model,
      accountMapping: unflatten(input.accounts as Flat) as unknown as Record<string, unknown>,
      articleWriteBack: writeBack,
    });
    const changed = MAPPED_ACCOUNTS.filter((key) => before[key] !== input.accounts[key]);
    const writeBackChanged = writeBack !== subscription.articleWriteBack;
    await recordEvent(tx, scope, now, {
      entity: 'subscription',
      entityId: id,
      action: 'configured',
      oldData: {
        posting_model: subscription.postingModel,
        ...Object.fromEntries(changed.map((k) => [k, before[k]])),
        ...(writeBackChanged ? { article_write_back: subscription.articleWriteBack } : {}),
      },
      newData: {
        posting_model: input.posting_model,
        ...Object.fromEntries(changed.map((k) => [k, input.accounts[k]])),
        ...(writeBackChanged ? { article_write_back: writeBack } : {}),
      },
    });
  });
  return getConfiguration(ctx, scope, id);
}

/** Why a save is refused, by field: unconfirmed accounts out of range, a write-back not possible. */
function refusals(
  subscription: SubscriptionRow,
  input: SaveConfiguration,
  locale: AppLocale,
): Record<string, Message[]> {
  const errors: Record<string, Message[]> = {};
  for (const key of outOfRange(input.accounts)) {
    if (input.confirmed?.includes(key)) continue;
    errors[`accounts.${key}`] = [
      {
        key: 'configuration.out_of_range',
        params: { account: fieldLabel(locale, key), ...BAS_RANGES[key] },
      },
    ];
  }
  const writeBack = input.article_write_back ?? 'none';
  if (
    writeBack !== 'none' &&
    !articleWriteBackAvailable(subscription.application, subscription.accounting)
  ) {
    errors.article_write_back = [{ key: 'configuration.write_back_unavailable' }];
  }
  return errors;
}

/**
 * How the app's latest payout (a shop without payouts: its latest order) would be booked with
 * the saved mapping, read through the connector from the last 30 days; nothing is booked.
 */
export async function previewRecent(
  ctx: AppContext,
  scope: Scope,
  id: number,
): Promise<PreviewResponse & { found: boolean }> {
  const { subscription } = await visibleSubscription(ctx, scope, id);
  const { app } = await openInteractive(ctx, subscription);
  if (!app) throw withDetail(400, 'validation_error', 'configuration.preview_failed');
  let recent: RecentPosting | null;
  try {
    recent = await latestPosting(app, subscription, ctx.clock.now());
  } catch {
    throw withDetail(400, 'validation_error', 'configuration.preview_failed');
  }
  if (!recent) return { documents: [], warnings: [], found: false };
  return {
    documents: recent.posting.documents.map(toPreviewDocument),
    warnings: recent.posting.warnings,
    found: true,
  };
}
