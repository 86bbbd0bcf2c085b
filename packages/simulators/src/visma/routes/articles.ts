import { badRequest, errorCodes, notFound, VismaError } from '../errors';
import { amount, ok, pageOf, requireObject, text, type Route } from '../http';
import type { Article } from '../state';

export const articleRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v2/articles',
    handle({ company, body, now }) {
      const raw = requireObject(body);
      const number = text(raw.Number);
      const name = text(raw.Name);
      if (number === '' || number.length > 40 || name === '' || name.length > 50) {
        throw badRequest(
          errorCodes.dataModelValidation,
          'Number (1–40 characters) and Name (1–50) are required.',
        );
      }
      if (company.articles.some((a) => a.Number === number)) {
        throw new VismaError(409, errorCodes.conflict, `Article number ${number} already exists.`);
      }
      if (!company.codings.some((c) => c.Id === raw.CodingId && c.IsActive)) {
        throw badRequest(errorCodes.resourceNotFound, 'CodingId does not exist.');
      }
      if (raw.UnitId !== company.unitId) {
        throw badRequest(errorCodes.resourceNotFound, 'UnitId does not exist.');
      }
      const article: Article = {
        Id: crypto.randomUUID(),
        Number: number,
        Name: name,
        NetPrice: amount(raw.NetPrice),
        CodingId: text(raw.CodingId),
        UnitId: company.unitId,
        IsActive: raw.IsActive !== false,
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
];
