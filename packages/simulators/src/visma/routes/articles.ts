import { badRequest, errorCodes, notFound, VismaError } from '../errors';
import {
  amount,
  hasTwoDecimals,
  ok,
  pageOf,
  requireObject,
  text,
  toOre,
  type Route,
} from '../http';
import type { Article, Company } from '../state';

const numberAndName = (raw: Record<string, unknown>) => {
  const number = text(raw.Number);
  const name = text(raw.Name);
  if (number === '' || number.length > 40 || name === '' || name.length > 50) {
    throw badRequest(
      errorCodes.dataModelValidation,
      'Number (1–40 characters) and Name (1–50) are required.',
    );
  }
  return { number, name };
};

/** NetPrice and GrossPrice, two decimals each; the one left out follows from the coding's rate. */
function prices(company: Company, raw: Record<string, unknown>, codingId: string) {
  const rate = company.codings.find((c) => c.Id === codingId)!.VatRatePercent;
  const net = raw.NetPrice === undefined ? undefined : amount(raw.NetPrice);
  const gross = raw.GrossPrice === undefined ? undefined : amount(raw.GrossPrice);
  for (const value of [net, gross]) {
    if (value !== undefined && !hasTwoDecimals(value)) {
      throw badRequest(errorCodes.dataModelValidation, 'Prices have at most two decimals.');
    }
  }
  const netPrice = net ?? (gross === undefined ? 0 : Math.round(toOre(gross) / (1 + rate)) / 100);
  const grossPrice = gross ?? Math.round(toOre(netPrice) * (1 + rate)) / 100;
  return { NetPrice: netPrice, GrossPrice: grossPrice };
}

function references(company: Company, raw: Record<string, unknown>) {
  if (!company.codings.some((c) => c.Id === raw.CodingId && c.IsActive)) {
    throw badRequest(errorCodes.resourceNotFound, 'CodingId does not exist.');
  }
  if (raw.UnitId !== company.unitId) {
    throw badRequest(errorCodes.resourceNotFound, 'UnitId does not exist.');
  }
  return { CodingId: text(raw.CodingId), UnitId: company.unitId };
}

export const articleRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v2/articles',
    handle({ company, body, now }) {
      const raw = requireObject(body);
      const { number, name } = numberAndName(raw);
      if (company.articles.some((a) => a.Number === number)) {
        throw new VismaError(409, errorCodes.conflict, `Article number ${number} already exists.`);
      }
      const refs = references(company, raw);
      const article: Article = {
        Id: crypto.randomUUID(),
        Number: number,
        Name: name,
        ...prices(company, raw, refs.CodingId),
        ...refs,
        IsActive: raw.IsActive !== false,
        StockBalance: amount(raw.StockBalance),
        CreatedUtc: now,
        ChangedUtc: now,
      };
      company.articles.push(article);
      return ok(article);
    },
  },
  { method: 'GET', path: '/v2/articles', handle: (ctx) => pageOf(ctx.company.articles, ctx) },
  {
    method: 'GET',
    path: '/v2/articles/{articleId}',
    handle({ company, params }) {
      const article = company.articles.find((a) => a.Id === params.articleId);
      if (!article) throw notFound('The article');
      return ok(article);
    },
  },
  {
    // PUT replaces the article's data: what is left out is reset, as Visma documents it
    method: 'PUT',
    path: '/v2/articles/{articleId}',
    handle({ company, params, body, now }) {
      const index = company.articles.findIndex((a) => a.Id === params.articleId);
      if (index < 0) throw notFound('The article');
      const current = company.articles[index]!;
      const raw = requireObject(body);
      const { number, name } = numberAndName(raw);
      if (company.articles.some((a) => a.Number === number && a.Id !== current.Id)) {
        throw new VismaError(409, errorCodes.conflict, `Article number ${number} already exists.`);
      }
      const refs = references(company, raw);
      const article: Article = {
        ...current,
        Number: number,
        Name: name,
        ...prices(company, raw, refs.CodingId),
        ...refs,
        IsActive: raw.IsActive !== false,
        StockBalance: amount(raw.StockBalance),
        ChangedUtc: now,
      };
      company.articles[index] = article;
      return ok(article);
    },
  },
];
