import { grossOfNet, netOfGross } from '@portal/connectors/model/article';
import type { LedgerArticle } from '@portal/connectors/model/article';
import type { ArticleWrite, ChangeWindow } from '@portal/connectors/sdk/connector';
import type { AppContext } from '../../context';
import type { SyncedArticleRow } from '../../db/schema/sales';
import { articlesWithNumber, setArticleShopValues } from '../sales/articles.repository';
import { ledgerOwns } from './articles';
import { ruleReason, stopsTheRun } from './context';
import { errorReason, reason } from './reason';
import type { Reason } from './reason';
import type { Outcome, SyncEnv } from './context';
import { claimRecord, finishRecord } from './records';

/**
 * e2: the ledger's articles changed since `window.since`, for a subscription that writes price
 * or stock back to a shop whose API takes it. Nothing when it chose none.
 */
export async function* articlesToWriteBack(env: SyncEnv, window: ChangeWindow) {
  if (!ledgerOwns(env).length || !env.app.writeArticle || !env.records?.articlesChanged) return;
  yield* env.records.articlesChanged(window);
}

/** What the shop must be told so it holds what the ledger holds (what the ledger owns only). */
function differences(env: SyncEnv, row: SyncedArticleRow, ledger: LedgerArticle): ArticleWrite {
  const owns = ledgerOwns(env);
  const vatRate = Number(row.vatRate);
  const write: ArticleWrite = {};
  // compared as the net e1 sends, so rounding between net and gross never starts a loop
  if (
    owns.includes('price') &&
    row.currency === 'SEK' &&
    ledger.netPrice !== netOfGross(row.price, vatRate)
  ) {
    write.price = { gross: grossOfNet(ledger.netPrice, vatRate), net: ledger.netPrice, vatRate };
  }
  if (
    owns.includes('stock') &&
    row.quantity !== null &&
    ledger.stock !== null &&
    ledger.stock !== row.quantity
  ) {
    write.stock = ledger.stock;
  }
  return write;
}

/** A custom rule's output as the write: a price and a stock in whole units, or an error. */
function asWrite(output: unknown, planned: ArticleWrite): { write: ArticleWrite } | Reason {
  if (!output || typeof output !== 'object')
    return reason('write_rules_no_change', 'The custom rules did not return the change');
  const { price, stock } = output as ArticleWrite;
  const whole = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;
  if (price !== undefined && (!whole(price?.gross) || !whole(price?.net))) {
    const text = 'The price to write is not whole amounts in minor units';
    return reason('write_price_not_whole', text);
  }
  if (stock !== undefined && !Number.isSafeInteger(stock))
    return reason('write_stock_not_whole', 'The stock to write is not a whole number');
  return {
    write: {
      ...(price !== undefined ? { price: { ...planned.price!, ...price } } : {}),
      ...(stock !== undefined ? { stock } : {}),
    },
  };
}

/**
 * One change of the shop written once: the entry's key names the variant and the values before
 * and after (`4411:19900/12>24900/=`), so a repeat of the same change is a duplicate and a later
 * change, even back to an earlier price, is a change of its own. Writing absolute values, a
 * repeat after a lost answer changes nothing more.
 */
async function writeVariant(
  ctx: AppContext,
  env: SyncEnv,
  row: SyncedArticleRow,
  ledger: LedgerArticle,
): Promise<Outcome | null> {
  const planned = differences(env, row, ledger);
  if (!planned.price && planned.stock === undefined) return null;
  const key = { subscriptionId: row.subscriptionId, source: row.source, variantId: row.sourceId };
  const ref = { variantId: row.sourceId, productId: row.productId };
  const before = `${row.price}/${row.quantity ?? '-'}`;
  const after = `${planned.price?.gross ?? '='}/${planned.stock ?? '='}`;
  const { entry, created } = await claimRecord(ctx, env, {
    kind: 'article_to_app',
    elementType: 'e2',
    sourceId: `${row.sourceId}:${before}>${after}`,
    reference: ledger.number,
    eventType: 'article.write_back',
  });
  const shopNow = (write: ArticleWrite) => ({
    ...(write.price ? { price: write.price.gross } : {}),
    ...(write.stock !== undefined ? { quantity: write.stock } : {}),
  });
  if (!created && entry.status === 'Success') {
    await setArticleShopValues(ctx.db, key, shopNow(planned));
    return 'duplicate';
  }
  const ruled = await env.rules('e2', {
    article_number: ledger.number,
    variant_id: row.sourceId,
    product_id: row.productId,
    ...planned,
  });
  const checked = ruled.ok ? asWrite(ruled.output, planned) : ruleReason(ruled);
  if (!('write' in checked)) {
    await finishRecord(ctx, entry.id, { status: 'Failed', reason: checked });
    return 'failed';
  }
  const { write } = checked;
  try {
    await env.app.writeArticle!(ref, write);
  } catch (error) {
    if (stopsTheRun(error)) throw error;
    await finishRecord(ctx, entry.id, { status: 'Failed', reason: errorReason(error) });
    return 'failed';
  }
  await finishRecord(
    ctx,
    entry.id,
    { status: 'Success', reason: null, target: row.sourceId },
    (tx) => setArticleShopValues(tx, key, shopNow(write)),
  );
  return 'booked';
}

/** e2 for one article of the ledger: each variant synced under its number, as needed. */
export async function writeBackArticle(
  ctx: AppContext,
  env: SyncEnv,
  ledger: LedgerArticle,
): Promise<Outcome[]> {
  const rows = await articlesWithNumber(ctx.db, env.subscription.id, ledger.number);
  const outcomes: Outcome[] = [];
  for (const row of rows) {
    if (row.source !== env.source) continue;
    const outcome = await writeVariant(ctx, env, row, ledger);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes;
}
