import { notFound } from '../errors';
import { ok, pageOf, type Route } from '../http';
import { fiscalYearOf, type Company } from '../state';

function accountsOf(company: Company, yearId: string) {
  const accounts = company.accounts.get(yearId);
  if (!accounts) throw notFound('The fiscal year');
  return [...accounts.values()].sort((a, b) => Number(a.Number) - Number(b.Number));
}

/** Without a fiscal year Visma lists the accounts of the current one. */
const currentYearId = (company: Company, now: string) =>
  (fiscalYearOf(company, now.slice(0, 10)) ?? company.fiscalYears.at(-1)!).Id;

export const referenceRoutes: Route[] = [
  { method: 'GET', path: '/v2/fiscalyears', handle: (ctx) => pageOf(ctx.company.fiscalYears, ctx) },
  {
    method: 'GET',
    path: '/v2/accounts',
    handle: (ctx) => pageOf(accountsOf(ctx.company, currentYearId(ctx.company, ctx.now)), ctx),
  },
  {
    method: 'GET',
    path: '/v2/accounts/{fiscalyearId}',
    handle: (ctx) => pageOf(accountsOf(ctx.company, ctx.params.fiscalyearId!), ctx),
  },
  {
    method: 'GET',
    path: '/v2/accounts/{fiscalyearId}/{accountNumber}',
    handle({ company, params }) {
      const account = company.accounts.get(params.fiscalyearId!)?.get(Number(params.accountNumber));
      if (!account) throw notFound('The account');
      return ok(account);
    },
  },
  { method: 'GET', path: '/v2/companysettings', handle: (ctx) => ok(ctx.company.settings) },
  {
    method: 'GET',
    path: '/v2/articleaccountcodings',
    handle: (ctx) => pageOf(ctx.company.codings, ctx),
  },
  {
    method: 'GET',
    path: '/v2/units',
    handle: (ctx) =>
      pageOf([{ Id: ctx.company.unitId, Name: 'Styck', Code: 'st', Abbreviation: 'st' }], ctx),
  },
  {
    method: 'GET',
    path: '/v2/termsofpayments',
    handle: (ctx) => pageOf(ctx.company.termsOfPayment, ctx),
  },
];
