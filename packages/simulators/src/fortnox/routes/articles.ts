import { badRequest, errorCodes, notFound } from '../errors';
import { amount, created, ok, paginate, requireObject, text, type Route } from '../http';
import { roundAmount } from '../money';
import type { Article, Tenant } from '../state';

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
    SalesPrice: String(a.SalesPrice),
    Unit: a.Unit,
    VAT: String(a.VAT),
    WebshopArticle: false,
  };
}

function nextArticleNumber(tenant: Tenant): string {
  const numeric = tenant.articles.map((a) => Number(a.ArticleNumber)).filter(Number.isInteger);
  return String(Math.max(0, ...numeric) + 1);
}

function parseArticle(tenant: Tenant, raw: Record<string, unknown>): Article {
  const description = text(raw.Description);
  if (description === '' || description.length > 200) {
    throw badRequest(errorCodes.missingField, 'Artikelns benämning saknas eller är för lång.');
  }
  const number = text(raw.ArticleNumber) || nextArticleNumber(tenant);
  if (tenant.articles.some((a) => a.ArticleNumber === number)) {
    throw badRequest(errorCodes.invalidParameter, `Artikelnummer ${number} används redan.`);
  }
  const salesAccount = raw.SalesAccount === undefined ? 3001 : Number(raw.SalesAccount);
  if (!tenant.accounts.get(salesAccount)?.Active) {
    throw badRequest(errorCodes.accountNotFound, `Kontot ${salesAccount} finns inte.`);
  }
  return {
    ArticleNumber: number,
    Description: description,
    SalesAccount: salesAccount,
    SalesPrice: roundAmount(amount(raw.SalesPrice)),
    VAT: raw.VAT === undefined ? 25 : Number(raw.VAT),
    Type: raw.Type === 'SERVICE' ? 'SERVICE' : 'STOCK',
    Unit: text(raw.Unit, 'st'),
    Active: raw.Active !== false,
  };
}

export const articleRoutes: Route[] = [
  {
    method: 'POST',
    path: '/3/articles',
    handle({ tenant, body, baseUrl }) {
      const article = parseArticle(tenant, requireObject(body, 'Article'));
      tenant.articles.push(article);
      return created({ Article: withUrl(baseUrl, article) });
    },
  },
  {
    method: 'GET',
    path: '/3/articles',
    handle({ tenant, query, baseUrl }) {
      const number = query.get('articlenumber');
      const filter = query.get('filter');
      const matching = tenant.articles.filter(
        (a) =>
          (number === null || a.ArticleNumber === number) &&
          (filter === null || a.Active === (filter === 'active')),
      );
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
      const article = tenant.articles.find((a) => a.ArticleNumber === params.ArticleNumber);
      if (!article) throw notFound('artikeln');
      return ok({ Article: withUrl(baseUrl, article) });
    },
  },
];
