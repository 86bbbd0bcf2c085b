import { badRequest, errorCodes, notFound } from '../errors';
import { file, type Route } from '../http';
import { renderSie } from '../sie-export';
import type { Tenant } from '../state';

/** `financialyear` as Fortnox takes it, in any case (the spec spells it `financialYear`). */
function yearParam(query: URLSearchParams): string | undefined {
  for (const [name, value] of query) if (name.toLowerCase() === 'financialyear') return value;
  return undefined;
}

/** The year asked for, or the current (latest) one. */
function yearOf(tenant: Tenant, query: URLSearchParams) {
  const id = yearParam(query);
  if (id === undefined) return tenant.financialYears.reduce((a, b) => (b.Id > a.Id ? b : a));
  if (!/^\d+$/.test(id))
    throw badRequest(errorCodes.invalidParameter, 'Ogiltig parameter: financialyear.');
  const year = tenant.financialYears.find((y) => String(y.Id) === id);
  if (!year) throw notFound('räkenskapsåret');
  return year;
}

/** GET /3/sie/{Type}: the SIE file of a financial year (types 1 and 4). */
export const sieRoutes = (today: () => string): Route[] => [
  {
    method: 'GET',
    path: '/3/sie/{Type}',
    handle({ tenant, params, query }) {
      const type = Number(params.Type);
      if (type !== 1 && type !== 4) {
        throw badRequest(
          errorCodes.invalidParameter,
          `SIE-typ ${params.Type} stöds inte (1 eller 4).`,
        );
      }
      const year = yearOf(tenant, query);
      const bytes = renderSie(tenant, year, type, today());
      return file(bytes, 'application/octet-stream', `SIE${type}_${year.FromDate.slice(0, 4)}.se`);
    },
  },
];
