import { notFound } from '../errors';
import { ok, paginate, type Route } from '../http';
import type { Currency } from '../seed';

const withUrl = (baseUrl: string, c: Currency) => ({
  '@url': `${baseUrl}/3/currencies/${c.Code}`,
  ...c,
});

export const currencyRoutes: Route[] = [
  {
    method: 'GET',
    path: '/3/currencies',
    handle({ tenant, query, baseUrl }) {
      const page = paginate(tenant.currencies, query);
      return ok({
        MetaInformation: page.meta,
        Currencies: page.items.map((c) => withUrl(baseUrl, c)),
      });
    },
  },
  {
    method: 'GET',
    path: '/3/currencies/{Code}',
    handle({ tenant, params, baseUrl }) {
      const currency = tenant.currencies.find((c) => c.Code === params.Code?.toUpperCase());
      if (!currency) throw notFound('valutan');
      return ok({ Currency: withUrl(baseUrl, currency) });
    },
  },
];
