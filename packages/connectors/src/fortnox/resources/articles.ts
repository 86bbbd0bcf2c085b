import { ConnectorError } from '../../errors';
import type { ArticleUpsert, LedgerArticle, LedgerArticleInput } from '../../model/article';
import { formatMinor, parseMinor } from '../../money';
import type { ChangeWindow } from '../../sdk/connector';
import { paginate } from '../../sdk/pagination';
import { repeatOnTransient } from '../../sdk/repeat';
import type { FortnoxApi } from '../client';

export interface ArticleInput {
  number: string;
  description: string;
  salesAccount: string;
  /** net price in öre */
  price: number;
  vatRate: number;
}

/** An article as Fortnox answers it (`fortnox_Article`, the fields the engine uses). */
interface FortnoxArticle {
  ArticleNumber: string;
  Description: string;
  SalesAccount?: number;
  SalesPrice: number | string;
  VAT: number | string;
  Unit: string;
  QuantityInStock?: number | null;
  StockGoods?: boolean;
}

/** The article with that number, created when Fortnox does not have it yet. */
export async function findOrCreateArticle(api: FortnoxApi, article: ArticleInput): Promise<string> {
  const found = await api.request<{ Articles: { ArticleNumber: string }[] }>({
    path: '3/articles',
    query: { articlenumber: article.number },
  });
  const match = found.body.Articles.find((a) => a.ArticleNumber === article.number);
  if (match) return match.ArticleNumber;
  const res = await api.request<{ Article: { ArticleNumber: string } }>({
    method: 'POST',
    path: '3/articles',
    body: {
      Article: {
        ArticleNumber: article.number,
        Description: article.description.slice(0, 200),
        SalesAccount: Number(article.salesAccount),
        SalesPrice: Number(formatMinor(article.price, 'SEK')),
        VAT: article.vatRate,
        Type: 'STOCK',
      },
    },
  });
  return res.body.Article.ArticleNumber;
}

const sek = (amount: number | string) => parseMinor(String(amount), 'SEK');

function toLedgerArticle(a: FortnoxArticle): LedgerArticle {
  const stock = a.QuantityInStock;
  return {
    number: a.ArticleNumber,
    name: a.Description,
    netPrice: sek(a.SalesPrice),
    vatRate: Number(a.VAT),
    unit: a.Unit,
    stock: stock === undefined || stock === null ? null : Math.round(Number(stock)),
  };
}

/** One article by number; null when Fortnox has none. */
export async function readArticle(api: FortnoxApi, number: string): Promise<LedgerArticle | null> {
  const raw = await readRaw(api, number);
  return raw ? toLedgerArticle(raw) : null;
}

async function readRaw(api: FortnoxApi, number: string): Promise<FortnoxArticle | null> {
  try {
    const res = await api.request<{ Article: FortnoxArticle }>({
      path: `3/articles/${encodeURIComponent(number)}`,
    });
    return res.body.Article;
  } catch (error) {
    if (error instanceof ConnectorError && error.code === 'not_found') return null;
    throw error;
  }
}

/** The fields of `input` as Fortnox writes them; what the ledger owns only on creation. */
function wanted(input: LedgerArticleInput, creating: boolean) {
  const owns = (field: 'price' | 'stock') => input.ledgerOwns.includes(field) && !creating;
  return {
    Description: input.name.slice(0, 200),
    SalesAccount: Number(input.salesAccount),
    VAT: input.vatRate,
    Unit: input.unit,
    ...(owns('price') ? {} : { SalesPrice: Number(formatMinor(input.netPrice, 'SEK')) }),
    ...(creating && input.stock !== null ? { QuantityInStock: input.stock } : {}),
  };
}

/** The properties where Fortnox's article differs from what the engine would have it hold. */
function differences(current: FortnoxArticle, want: ReturnType<typeof wanted>) {
  const changed: Record<string, unknown> = {};
  if (current.Description !== want.Description) changed.Description = want.Description;
  if (current.SalesAccount !== undefined && current.SalesAccount !== want.SalesAccount)
    changed.SalesAccount = want.SalesAccount;
  if (Number(current.VAT) !== want.VAT) changed.VAT = want.VAT;
  if (current.Unit !== want.Unit) changed.Unit = want.Unit;
  if (want.SalesPrice !== undefined && sek(current.SalesPrice) !== sek(want.SalesPrice))
    changed.SalesPrice = want.SalesPrice;
  return changed;
}

/**
 * The article under its number: read first, created when missing (never blindly repeated: a
 * transient failure repeats the whole read-then-create, so an article Fortnox took before the
 * answer was lost is found), else updated with only what differs (PUT changes only the
 * properties given, so it is safe to repeat).
 */
export function upsertArticle(api: FortnoxApi, input: LedgerArticleInput): Promise<ArticleUpsert> {
  return repeatOnTransient(async () => {
    const current = await readRaw(api, input.number);
    if (!current) {
      await api.request({
        method: 'POST',
        path: '3/articles',
        body: { Article: { ArticleNumber: input.number, ...wanted(input, true) } },
        retry: 'rate_limited',
      });
      return { outcome: 'created', number: input.number };
    }
    const changed = differences(current, wanted(input, false));
    if (!Object.keys(changed).length) return { outcome: 'unchanged', number: input.number };
    await api.request({
      method: 'PUT',
      path: `3/articles/${encodeURIComponent(input.number)}`,
      body: { Article: changed },
    });
    return { outcome: 'updated', number: input.number };
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as Fortnox's `lastmodified` takes it: Swedish local time, to the minute. */
export function fortnoxLocalMinute(iso: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Europe/Stockholm',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${pad(Number(parts.hour))}:${parts.minute}`;
}

/**
 * Articles modified since the window's start (Fortnox filters from a minute on and has no upper
 * bound, so a few later ones come too: e2 compares before it writes, so that does no harm).
 */
export function articlesChanged(
  api: FortnoxApi,
  window: ChangeWindow,
  limit = 500,
): AsyncGenerator<LedgerArticle> {
  return paginate(async (next) => {
    const page = Number(next ?? 1);
    const res = await api.request<{
      Articles: FortnoxArticle[];
      MetaInformation: { '@TotalPages': number; '@CurrentPage': number };
    }>({
      path: '3/articles',
      query: { lastmodified: fortnoxLocalMinute(window.since), page, limit },
    });
    const meta = res.body.MetaInformation;
    return {
      items: res.body.Articles.map(toLedgerArticle),
      next: meta['@CurrentPage'] < meta['@TotalPages'] ? String(page + 1) : undefined,
    };
  });
}
