import { ConnectorError } from '../errors';
import { formatMinor } from '../money';
import type { ArticleItem, ArticleRef, ArticleWrite, ChangeWindow } from '../sdk/connector';
import type { HttpTransport } from '../sdk/transport';
import {
  productsModified,
  productVariations,
  storeSetting,
  taxRates,
  updateProductOrVariation,
  WOO_MAX_PER_PAGE,
} from './client';
import { mapWooArticle, ratesByClass } from './mapping/article';
import type { WooProduct, WooStoreSettings, WooTaxRate, WooVariation } from './mapping/article';

const gmtSeconds = (ms: number) => new Date(ms).toISOString().slice(0, 19);

function item(product: WooProduct, variation: WooVariation | null, settings: WooStoreSettings) {
  const raw = { product, variation };
  const id = String((variation ?? product).id);
  try {
    const article = mapWooArticle(product, variation, settings);
    return { id, updatedAt: article.updatedAt, article, raw } satisfies ArticleItem;
  } catch (error) {
    const updatedAt = `${product.date_modified_gmt.slice(0, 19)}Z`;
    return { id, updatedAt, error: `Product ${id}: ${String(error)}`, raw } satisfies ArticleItem;
  }
}

/**
 * A store's products as articles (e1) — a simple product is one article, a variable product one
 * per variation — and their price and stock written back (e2).
 */
export function wooArticles(transport: HttpTransport, perPage: number) {
  let settings: Promise<WooStoreSettings> | undefined;
  const storeSettings = () => {
    settings ??= (async () => {
      const rates: WooTaxRate[] = [];
      for await (const rate of taxRates(transport)) rates.push(rate);
      return {
        currency: await storeSetting(transport, 'general/woocommerce_currency'),
        pricesIncludeTax:
          (await storeSetting(transport, 'tax/woocommerce_prices_include_tax')) === 'yes',
        rateOfClass: ratesByClass(rates),
      };
    })();
    settings.catch(() => (settings = undefined));
    return settings;
  };

  /** `modified_*` are exclusive and to the second, as for orders: since < updatedAt ≤ until. */
  async function* articles(window: ChangeWindow): AsyncGenerator<ArticleItem> {
    const since = Date.parse(window.since);
    const until = Date.parse(window.until);
    if (Number.isNaN(since) || Number.isNaN(until))
      throw new ConnectorError(
        'validation',
        `Not a change window: ${window.since}–${window.until}`,
      );
    const store = await storeSettings();
    const products = productsModified(transport, {
      modifiedAfter: gmtSeconds(since),
      modifiedBefore: gmtSeconds(Math.floor(until / 1000) * 1000 + 1000),
      perPage,
    });
    for await (const product of products) {
      const modified = Date.parse(`${product.date_modified_gmt.slice(0, 19)}Z`);
      if (!(since < modified && modified <= until)) continue;
      if (product.type !== 'variable') {
        yield item(product, null, store);
        continue;
      }
      for await (const variation of productVariations(transport, product.id, WOO_MAX_PER_PAGE))
        yield item(product, variation, store);
    }
  }

  /**
   * PUT of `regular_price` (as the store enters prices) and `stock_quantity`. WooCommerce keeps
   * a stock quantity only where it manages stock and ignores it elsewhere without a word: the
   * answer shows whether it was kept.
   */
  async function writeArticle(ref: ArticleRef, write: ArticleWrite): Promise<void> {
    const store = await storeSettings();
    const price = write.price && (store.pricesIncludeTax ? write.price.gross : write.price.net);
    const saved = await updateProductOrVariation(transport, ref.productId, ref.variantId, {
      ...(price !== undefined ? { regular_price: formatMinor(price, store.currency) } : {}),
      ...(write.stock !== undefined ? { stock_quantity: write.stock } : {}),
    });
    if (write.stock !== undefined && saved.manage_stock !== true) {
      throw new ConnectorError(
        'validation',
        `WooCommerce does not manage the stock of product ${ref.variantId}`,
      );
    }
  }

  return { articles, writeArticle };
}
