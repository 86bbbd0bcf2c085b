import { ConnectorError } from '../../errors';
import { formatMinor } from '../../money';
import type { ArticleItem, ArticleRef, ArticleWrite, ChangeWindow } from '../../sdk/connector';
import { paginate } from '../../sdk/pagination';
import type { ShopifyGraphql } from '../client';
import { mapShopifyVariant } from '../mapping/article';
import {
  gid,
  PRODUCT_VARIANTS_QUERY,
  PRODUCTS_PAGE_SIZE,
  PRODUCTS_QUERY,
  SET_STOCK_MUTATION,
  SHOP_QUERY,
  VARIANT_INVENTORY_QUERY,
  VARIANT_PRICE_MUTATION,
  windowQuery,
} from './queries';
import type { Connection, ProductNode, VariantNode } from './types';

interface ShopSettings {
  currencyCode: string;
  taxesIncluded: boolean;
}

interface UserError {
  field: string[] | null;
  message: string;
}

function page<T>(connection: Connection<T> | null | undefined) {
  if (!connection) return { items: [] as T[] };
  const { nodes, pageInfo } = connection;
  return {
    items: nodes,
    ...(pageInfo.hasNextPage && pageInfo.endCursor ? { next: pageInfo.endCursor } : {}),
  };
}

/** A mutation's userErrors are Shopify refusing the input: the SDK's `validation`. */
function refused(errors: UserError[] | undefined, what: string) {
  if (!errors?.length) return;
  throw new ConnectorError(
    'validation',
    `Shopify refused the ${what}: ${errors.map((e) => e.message).join('; ')}`,
  );
}

/** Products and variants as articles (e1), and their price and stock written back (e2). */
export class ShopifyArticles {
  private settings?: Promise<ShopSettings>;

  constructor(
    private readonly graphql: ShopifyGraphql,
    private readonly pageSize = PRODUCTS_PAGE_SIZE,
  ) {}

  /** the shop's currency and whether its prices include VAT, read once */
  private shop(): Promise<ShopSettings> {
    this.settings ??= this.graphql
      .query<{ shop: ShopSettings }>(SHOP_QUERY)
      .then((data) => data.shop);
    this.settings.catch(() => (this.settings = undefined));
    return this.settings;
  }

  private async variantsOf(product: ProductNode): Promise<VariantNode[]> {
    const variants = [...product.variants.nodes];
    if (!product.variants.pageInfo.hasNextPage) return variants;
    const rest = paginate(async (after) => {
      const data = await this.graphql.query<{
        product: { variants: Connection<VariantNode> } | null;
      }>(PRODUCT_VARIANTS_QUERY, {
        id: product.id,
        after: after ?? product.variants.pageInfo.endCursor,
      });
      return page(data.product?.variants);
    });
    for await (const variant of rest) variants.push(variant);
    return variants;
  }

  /** Every variant of the products updated in the window (gift cards are no articles). */
  async *articles(window: ChangeWindow): AsyncGenerator<ArticleItem> {
    const shop = await this.shop();
    const products = paginate(async (after) => {
      const data = await this.graphql.query<{ products: Connection<ProductNode> }>(PRODUCTS_QUERY, {
        first: this.pageSize,
        after: after ?? null,
        query: windowQuery('updated_at', window.since, window.until),
      });
      return page(data.products);
    });
    for await (const product of products) {
      if (product.isGiftCard) continue;
      for (const variant of await this.variantsOf(product)) {
        const id = variant.legacyResourceId;
        const updatedAt = product.updatedAt;
        try {
          const article = mapShopifyVariant(variant, {
            product,
            currency: shop.currencyCode,
            taxesIncluded: shop.taxesIncluded,
          });
          yield { id, updatedAt: article.updatedAt, article, raw: { product, variant } };
        } catch (error) {
          yield { id, updatedAt, error: String(error), raw: { product, variant } };
        }
      }
    }
  }

  /** Sets the variant's price (productVariantsBulkUpdate) and/or its available stock. */
  async writeArticle(ref: ArticleRef, write: ArticleWrite): Promise<void> {
    const shop = await this.shop();
    if (write.price) {
      const amount = shop.taxesIncluded ? write.price.gross : write.price.net;
      const data = await this.graphql.query<{
        productVariantsBulkUpdate: { userErrors: UserError[] } | null;
      }>(VARIANT_PRICE_MUTATION, {
        productId: gid('Product', ref.productId),
        variants: [
          {
            id: gid('ProductVariant', ref.variantId),
            price: formatMinor(amount, shop.currencyCode),
          },
        ],
      });
      refused(data.productVariantsBulkUpdate?.userErrors, 'price');
    }
    if (write.stock !== undefined) await this.setStock(ref, write.stock);
  }

  /**
   * An absolute quantity, the compare-and-set check off: setting the same number again after
   * a lost answer changes nothing, where an adjustment would count twice.
   */
  private async setStock(ref: ArticleRef, quantity: number): Promise<void> {
    const found = await this.graphql.query<{
      productVariant: {
        inventoryItem: {
          id: string;
          tracked: boolean;
          inventoryLevels: { nodes: { location: { id: string } }[] };
        };
      } | null;
      location: { id: string } | null;
    }>(VARIANT_INVENTORY_QUERY, { id: gid('ProductVariant', ref.variantId) });
    const item = found.productVariant?.inventoryItem;
    if (!item) throw new ConnectorError('not_found', `Shopify variant ${ref.variantId} not found`);
    if (!item.tracked) {
      throw new ConnectorError(
        'validation',
        `Shopify does not track the stock of variant ${ref.variantId}`,
      );
    }
    const locationId = item.inventoryLevels.nodes[0]?.location.id ?? found.location?.id;
    if (!locationId) throw new ConnectorError('validation', 'The shop has no inventory location');
    const data = await this.graphql.query<{
      inventorySetQuantities: { userErrors: UserError[] } | null;
    }>(SET_STOCK_MUTATION, {
      input: {
        name: 'available',
        reason: 'correction',
        ignoreCompareQuantity: true,
        quantities: [{ inventoryItemId: item.id, locationId, quantity }],
      },
    });
    refused(data.inventorySetQuantities?.userErrors, 'stock');
  }
}
