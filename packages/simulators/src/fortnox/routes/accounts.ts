import { notFound } from '../errors';
import { ok, paginate, type Route } from '../http';
import type { Account, Tenant } from '../state';

const currentYearId = (tenant: Tenant) => Math.max(...tenant.financialYears.map((y) => y.Id));

function account(baseUrl: string, tenant: Tenant, number: number, entry: Account) {
  return {
    '@url': `${baseUrl}/3/accounts/${number}`,
    Active: entry.Active,
    BalanceBroughtForward: 0,
    CostCenter: '',
    CostCenterSettings: 'ALLOWED',
    Description: entry.Description,
    Number: number,
    Project: '',
    ProjectSettings: 'ALLOWED',
    SRU: 0,
    VATCode: entry.VATCode,
    Year: currentYearId(tenant),
  };
}

export const accountRoutes: Route[] = [
  {
    method: 'GET',
    path: '/3/accounts',
    handle({ tenant, query, baseUrl }) {
      const all = [...tenant.accounts].sort(([a], [b]) => a - b);
      const page = paginate(all, query);
      return ok({
        MetaInformation: page.meta,
        Accounts: page.items.map(([n, d]) => account(baseUrl, tenant, n, d)),
      });
    },
  },
  {
    method: 'GET',
    path: '/3/accounts/{Number}',
    handle({ tenant, params, baseUrl }) {
      const number = Number(params.Number);
      const entry = tenant.accounts.get(number);
      if (entry === undefined) throw notFound('kontot');
      return ok({ Account: account(baseUrl, tenant, number, entry) });
    },
  },
  {
    method: 'GET',
    path: '/3/financialyears',
    handle({ tenant, query, baseUrl }) {
      const date = query.get('Date') ?? query.get('date');
      const years = tenant.financialYears.filter(
        (y) => date === null || (y.FromDate <= date && date <= y.ToDate),
      );
      const page = paginate(years, query);
      return ok({
        MetaInformation: page.meta,
        FinancialYears: page.items.map((y) => ({
          '@url': `${baseUrl}/3/financialyears/${y.Id}`,
          ...y,
        })),
      });
    },
  },
  {
    method: 'GET',
    path: '/3/financialyears/{Id}',
    handle({ tenant, params, baseUrl }) {
      const year = tenant.financialYears.find((y) => String(y.Id) === params.Id);
      if (!year) throw notFound('räkenskapsåret');
      return ok({ FinancialYear: { '@url': `${baseUrl}/3/financialyears/${year.Id}`, ...year } });
    },
  },
];
