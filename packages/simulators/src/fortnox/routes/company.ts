import { notFound } from '../errors';
import { ok, type Route } from '../http';
import type { Tenant } from '../state';

const series = (baseUrl: string, tenant: Tenant, s: Tenant['voucherSeries'][number]) => ({
  '@url': `${baseUrl}/3/voucherseries/${encodeURIComponent(s.Code)}`,
  ...s,
  Year: Math.max(...tenant.financialYears.map((y) => y.Id)),
});

/** Who the company is and how it keeps its books: company information, series, locked period. */
export const companyRoutes: Route[] = [
  {
    method: 'GET',
    path: '/3/companyinformation',
    handle: ({ tenant }) =>
      ok({
        CompanyInformation: {
          CompanyName: tenant.company.name,
          OrganizationNumber: tenant.company.organisationNumber,
          CountryCode: 'SE',
        },
      }),
  },
  {
    method: 'GET',
    path: '/3/voucherseries',
    handle: ({ tenant, baseUrl }) =>
      ok({ VoucherSeriesCollection: tenant.voucherSeries.map((s) => series(baseUrl, tenant, s)) }),
  },
  {
    method: 'GET',
    path: '/3/voucherseries/{Code}',
    handle({ tenant, params, baseUrl }) {
      const found = tenant.voucherSeries.find((s) => s.Code === params.Code);
      if (!found) throw notFound('verifikationsserien');
      return ok({ VoucherSeries: series(baseUrl, tenant, found) });
    },
  },
  {
    method: 'GET',
    path: '/3/settings/lockedperiod',
    handle: ({ tenant }) => ok({ LockedPeriod: { EndDate: tenant.lockedUntil ?? '' } }),
  },
];
