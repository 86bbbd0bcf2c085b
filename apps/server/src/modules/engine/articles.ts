import type { CanonicalArticle, LedgerArticleInput } from '@portal/connectors/model/article';
import { isUnmappedArticle } from '@portal/connectors/sdk/connector';
import type { ArticleItem, ChangeWindow } from '@portal/connectors/sdk/connector';
import { plainText } from '@portal/connectors/text';
import type { AppContext } from '../../context';
import {
  findArticle,
  markArticleSynced,
  otherVariantWithNumber,
  saveArticleRead,
} from '../sales/articles.repository';
import { ruleReason, stopsTheRun } from './context';
import { errorReason, reason } from './reason';
import type { Reason } from './reason';
import type { Outcome, SyncEnv } from './context';
import { claimRecord, contentHash, finishRecord } from './records';

/** The app's articles changed in the window, where both sides keep articles (not SIE files). */
export async function* articlesToSync(env: SyncEnv, window: ChangeWindow) {
  if (!env.app.articles || !env.records?.upsertArticle) return;
  yield* env.app.articles(window);
}

/** An article, read or as the ledger gets it, always has its number (a rule's extra fields aside). */
const isReason = (value: object): value is Reason => !('number' in value);

/** e2's choice: what the ledger owns, so e1 sends it only when it creates the article. */
export function ledgerOwns(env: SyncEnv): ('price' | 'stock')[] {
  const choice = env.subscription.articleWriteBack;
  if (choice === 'both') return ['price', 'stock'];
  return choice === 'price' || choice === 'stock' ? [choice] : [];
}

/** A custom rule's output as an article: the read article's fields, the rule's changes, checked. */
function asArticle(output: unknown, read: CanonicalArticle): CanonicalArticle | Reason {
  if (!output || typeof output !== 'object' || Array.isArray(output))
    return reason('article_rules_no_article', 'The custom rules did not return an article');
  // a rule changes what the article holds, never which variant it is
  const article = {
    ...read,
    ...(output as Partial<CanonicalArticle>),
    variantId: read.variantId,
    productId: read.productId,
  };
  const text = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  const minor = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;
  if (!text(article.number)) return reason('article_no_number', 'The article has no number');
  if (!text(article.name)) return reason('article_no_name', 'The article has no name');
  if (!minor(article.price) || !minor(article.netPrice)) {
    const words = 'The article’s prices are not whole amounts in minor units';
    return reason('article_prices_not_whole', words);
  }
  if (!Number.isInteger(article.vatRate) || article.vatRate < 0) {
    const rate = String(article.vatRate);
    const words = `The article’s VAT rate ${rate} is not a whole percent`;
    return reason('article_vat_rate_not_whole', words, { rate });
  }
  return article;
}

/** What the ledger is asked to hold, or why it cannot be asked. */
function ledgerInput(env: SyncEnv, article: CanonicalArticle): LedgerArticleInput | Reason {
  const { currency, vatRate: rate } = article;
  if (currency !== 'SEK') {
    const ledger = env.ledgerName;
    const words = `${ledger} keeps article prices in SEK; the shop prices this one in ${currency}`;
    return reason('article_price_not_sek', words, { ledger, currency });
  }
  const salesAccount = env.accounts.revenueByRate[String(rate)];
  if (!salesAccount) {
    const words = `No revenue account is mapped for ${rate} % VAT`;
    return reason('article_no_revenue_account', words, { rate });
  }
  return {
    number: plainText(article.number).trim(),
    name: plainText(article.name).trim(),
    netPrice: article.netPrice,
    price: article.price,
    vatRate: article.vatRate,
    unit: plainText(article.unit || 'st'),
    salesAccount,
    stock: article.stock,
    ledgerOwns: ledgerOwns(env),
  };
}

/** The fields whose change the ledger must hear of: not what the ledger owns (e2). */
function syncedFields(input: LedgerArticleInput) {
  const { stock: _stock, ledgerOwns: owns, netPrice, price, ...fields } = input;
  return owns.includes('price') ? fields : { ...fields, netPrice, price };
}

/**
 * e8: whether the article syncs though its content is what the ledger last got. A rule answers
 * with `must_sync_each_time` (or a bare boolean); without rules, only a change syncs.
 */
async function mustSyncEachTime(env: SyncEnv, article: CanonicalArticle, changed: boolean) {
  const ruled = await env.rules('e8', { article, must_sync_each_time: false, changed });
  if (!ruled.ok) return { failed: ruleReason(ruled) };
  const output = ruled.output as { must_sync_each_time?: unknown } | boolean | null;
  return typeof output === 'boolean' ? output : output?.must_sync_each_time === true;
}

/**
 * e1, exactly once per change: an article whose fingerprint equals the one the ledger last got
 * is skipped without a request (unless e8 says it syncs every time); a changed one claims the
 * entry `${variantId}@${updatedAt}` — the app's change, so a repeated window is a duplicate while
 * a later change, even back to earlier content, is a change of its own — and is upserted by
 * number, which looks before it creates. Only a provider failure stops the run.
 */
export async function syncArticle(
  ctx: AppContext,
  env: SyncEnv,
  item: ArticleItem,
): Promise<Outcome> {
  const key = { subscriptionId: env.subscription.id, source: env.source, variantId: item.id };
  const at = { ...key, companyId: env.subscription.companyId };
  const claim = (reference: string) =>
    claimRecord(ctx, env, {
      kind: 'article',
      elementType: 'e1',
      sourceId: `${item.id}@${item.updatedAt}`,
      reference,
      eventType: 'article.sync',
    });
  const fail = async (entryId: number, why: Reason): Promise<Outcome> => {
    await finishRecord(ctx, entryId, { status: 'Failed', reason: why });
    return 'failed';
  };
  if (isUnmappedArticle(item)) {
    const { entry } = await claim(item.id);
    if (entry.status === 'Success') return 'duplicate';
    const words = `The article could not be read: ${item.error}`;
    return fail(entry.id, reason('unreadable_article', words, { message: item.error }));
  }
  const ruled = await env.rules('e1', item.article);
  const article = ruled.ok ? asArticle(ruled.output, item.article) : ruleReason(ruled);
  const input = isReason(article) ? article : ledgerInput(env, article);
  const hash = isReason(input) ? null : contentHash(syncedFields(input));
  const row = await findArticle(ctx.db, key);
  const changed = hash === null || row?.syncedHash !== hash;
  const must = isReason(article) ? false : await mustSyncEachTime(env, article, changed);
  if (!changed && must === false) {
    await saveArticleRead(ctx.db, at, item.article);
    return 'duplicate';
  }
  const { entry, created } = await claim(item.article.number);
  if (!created && entry.status === 'Success') {
    // synced already, by the run a crash interrupted: the row catches up with the shop
    await saveArticleRead(ctx.db, at, item.article);
    return 'duplicate';
  }
  await saveArticleRead(ctx.db, at, item.article, entry);
  if (typeof must === 'object') return fail(entry.id, must.failed);
  if (isReason(input)) return fail(entry.id, input);
  const clash = await otherVariantWithNumber(ctx.db, key, input.number);
  if (clash) {
    const { number } = input;
    const words = `Article number ${number} is already variant ${clash.variantId}’s (${clash.name})`;
    const params = { number, variant: clash.variantId, name: clash.name };
    return fail(entry.id, reason('article_number_taken', words, params));
  }
  try {
    const upserted = await env.records!.upsertArticle!(input);
    await finishRecord(
      ctx,
      entry.id,
      { status: 'Success', reason: null, target: upserted.number },
      (tx) => markArticleSynced(tx, key, { hash: hash!, numberInAccounting: upserted.number }),
    );
    return upserted.outcome === 'unchanged' ? 'recovered' : 'booked';
  } catch (error) {
    if (stopsTheRun(error)) throw error;
    return fail(entry.id, errorReason(error));
  }
}
