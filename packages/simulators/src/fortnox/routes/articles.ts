import { badRequest, errorCodes, notFound } from '../errors';
import { amount, created, ok, paginate, requireObject, text, type Route } from '../http';
import { roundAmount } from '../money';
import type { Article, StoredArticle, Tenant } from '../state';

const withUrl = (baseUrl: string, a: Article) => ({
  '@url': `${baseUrl}/3/articles/${encodeURIComponent(a.ArticleNumber)}`,
  ...a,
});

/** The list shows prices and VAT as strings, as Fortnox's `ArticleListItem` does. */
function listItem(baseUrl: string, a: Article) {
  return {
    '@url': `${baseUrl}/3/articles/${encodeURIComponent(a.ArticleNumber)}`,
    ArticleNumber: a.ArticleNumber,
    Description: a.Description,
    QuantityInStock: a.QuantityInStock,
    SalesPrice: String(a.SalesPrice),
    Unit: a.Unit,
    VAT: String(a.VAT),
    WebshopArticle: false,
  };
}

/** The rates a Swedish company's articles may carry. */
const VAT_RATES = [25, 12, 6, 0];

function nextArticleNumber(tenant: Tenant): string {
  const numeric = tenant.articles
    .map((a) => Number(a.article.ArticleNumber))
    .filter(Number.isInteger);
  return String(Math.max(0, ...numeric) + 1);
}

function checkDescription(value: string) {
  if (value === '' || value.length > 200) {
    throw badRequest(errorCodes.missingField, 'Artikelns benämning saknas eller är för lång.');
  }
}

function checkVat(value: number) {
  if (!VAT_RATES.includes(value)) {
    throw badRequest(errorCodes.invalidParameter, `Momssatsen ${value} finns inte.`);
  }
}

function checkAccount(tenant: Tenant, account: number) {
  if (!tenant.accounts.get(account)?.Active) {
    throw badRequest(errorCodes.accountNotFound, `Kontot ${account} finns inte.`);
  }
}

function parseArticle(tenant: Tenant, raw: Record<string, unknown>): Article {
  const description = text(raw.Description);
  checkDescription(description);
  const number = text(raw.ArticleNumber) || nextArticleNumber(tenant);
  if (number.length > 50) {
    throw badRequest(errorCodes.invalidParameter, 'Artikelnumret är längre än 50 tecken.');
  }
  if (tenant.articles.some((a) => a.article.ArticleNumber === number)) {
    throw badRequest(errorCodes.invalidParameter, `Artikelnummer ${number} används redan.`);
  }
  const salesAccount = raw.SalesAccount === undefined ? 3001 : Number(raw.SalesAccount);
  checkAccount(tenant, salesAccount);
  const vat = raw.VAT === undefined ? 25 : Number(raw.VAT);
  checkVat(vat);
  return {
    ArticleNumber: number,
    Description: description,
    SalesAccount: salesAccount,
    SalesPrice: roundAmount(amount(raw.SalesPrice)),
    VAT: vat,
    Type: raw.Type === 'SERVICE' ? 'SERVICE' : 'STOCK',
    Unit: text(raw.Unit, 'st'),
    Active: raw.Active !== false,
    QuantityInStock: amount(raw.QuantityInStock),
  };
}

/** PUT: only the properties given change; the number of an article never does. */
function applyChanges(tenant: Tenant, article: Article, raw: Record<string, unknown>) {
  const number = raw.ArticleNumber;
  if (number !== undefined && text(number) !== article.ArticleNumber) {
    throw badRequest(errorCodes.invalidParameter, 'Artikelnumret kan inte ändras.');
  }
  const next = { ...article };
  if (raw.Description !== undefined) {
    next.Description = text(raw.Description);
    checkDescription(next.Description);
  }
  if (raw.SalesAccount !== undefined) {
    next.SalesAccount = Number(raw.SalesAccount);
    checkAccount(tenant, next.SalesAccount);
  }
  if (raw.VAT !== undefined) {
    next.VAT = Number(raw.VAT);
    checkVat(next.VAT);
  }
  if (raw.SalesPrice !== undefined) next.SalesPrice = roundAmount(amount(raw.SalesPrice));
  if (raw.Unit !== undefined) next.Unit = text(raw.Unit);
  if (raw.QuantityInStock !== undefined) next.QuantityInStock = amount(raw.QuantityInStock);
  if (raw.Active !== undefined) next.Active = raw.Active !== false;
  return next;
}

/** `lastmodified`: "YYYY-MM-DD HH:MM" in Swedish time, as Fortnox takes it (or ISO 8601). */
export function parseLastModified(value: string): number {
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(value)) return Date.parse(value);
  const plain = value.trim().replace(' ', 'T');
  const gmt = Date.parse(`${plain.length === 16 ? `${plain}:00` : plain}Z`);
  if (Number.isNaN(gmt)) {
    throw badRequest(errorCodes.invalidParameter, 'Ogiltig parameter: lastmodified.');
  }
  const local = new Date(gmt).toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm' });
  return gmt - (Date.parse(`${local.replace(' ', 'T')}Z`) - gmt);
}

const find = (tenant: Tenant, number: string | undefined): StoredArticle => {
  const stored = tenant.articles.find((a) => a.article.ArticleNumber === number);
  if (!stored) throw notFound('artikeln');
  return stored;
};

export function articleRoutes(now: () => number): Route[] {
  return [
    {
      method: 'POST',
      path: '/3/articles',
      handle({ tenant, body, baseUrl }) {
        const article = parseArticle(tenant, requireObject(body, 'Article'));
        tenant.articles.push({ article, modifiedAt: now() });
        return created({ Article: withUrl(baseUrl, article) });
      },
    },
    {
      method: 'GET',
      path: '/3/articles',
      handle({ tenant, query, baseUrl }) {
        const number = query.get('articlenumber');
        const filter = query.get('filter');
        const modified = query.get('lastmodified');
        const since = modified === null ? null : parseLastModified(modified);
        const matching = tenant.articles
          .filter(
            ({ article: a, modifiedAt }) =>
              (number === null || a.ArticleNumber === number) &&
              (filter === null || a.Active === (filter === 'active')) &&
              (since === null || modifiedAt >= since),
          )
          .map((a) => a.article)
          .sort((a, b) => a.ArticleNumber.localeCompare(b.ArticleNumber, 'sv', { numeric: true }));
        const page = paginate(matching, query);
        return ok({
          MetaInformation: page.meta,
          Articles: page.items.map((a) => listItem(baseUrl, a)),
        });
      },
    },
    {
      method: 'GET',
      path: '/3/articles/{ArticleNumber}',
      handle({ tenant, params, baseUrl }) {
        return ok({ Article: withUrl(baseUrl, find(tenant, params.ArticleNumber).article) });
      },
    },
    {
      method: 'PUT',
      path: '/3/articles/{ArticleNumber}',
      handle({ tenant, params, body, baseUrl }) {
        const stored = find(tenant, params.ArticleNumber);
        stored.article = applyChanges(tenant, stored.article, requireObject(body, 'Article'));
        stored.modifiedAt = now();
        return ok({ Article: withUrl(baseUrl, stored.article) });
      },
    },
  ];
}
