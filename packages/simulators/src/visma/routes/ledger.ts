import { badRequest, errorCodes, notFound } from '../errors';
import { amount, hasTwoDecimals, ok, pageOf, type Route, type RouteContext, toOre } from '../http';
import {
  accountBalance,
  balancesOn,
  firstFiscalYear,
  fiscalYearOn,
  isResultAccount,
} from '../ledger';
import type { Company } from '../state';

/** `OpeningBalancesApi` items: every balance account of the first year's chart. */
function openingBalances(company: Company) {
  const chart = company.accounts.get(firstFiscalYear(company).Id) ?? new Map();
  return [...chart.values()]
    .map((a) => Number(a.Number))
    .filter((n) => !isResultAccount(n))
    .sort((a, b) => a - b)
    .map((n) => ({
      Name: chart.get(n)!.Name,
      Number: n,
      Balance: (company.openingBalances.get(n) ?? 0) / 100,
    }));
}

/** PUT /v2/fiscalyears/openingbalances: `[{AccountNumber, Balance}]` for the first year. */
function updateOpeningBalances({ company, body }: RouteContext) {
  if (!Array.isArray(body)) {
    throw badRequest(errorCodes.dataModelValidation, 'The body must be a list of balances.');
  }
  const first = firstFiscalYear(company);
  if (first.IsLockedForAccounting) {
    throw badRequest(errorCodes.lockedPeriod, 'The first fiscal year is locked.');
  }
  const chart = company.accounts.get(first.Id)!;
  const updates = body.map((raw: unknown) => {
    const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const number = Number(item.AccountNumber);
    const balance = amount(item.Balance);
    if (!chart.has(number)) {
      throw badRequest(
        errorCodes.accountNotFound,
        `Account ${String(item.AccountNumber)} does not exist.`,
      );
    }
    if (isResultAccount(number)) {
      throw badRequest(
        errorCodes.dataModelValidation,
        `Account ${number} is not a balance sheet account.`,
      );
    }
    if (!hasTwoDecimals(balance)) {
      throw badRequest(errorCodes.dataModelValidation, 'Balance has at most 2 decimals.');
    }
    return [number, toOre(balance)] as const;
  });
  for (const [number, ore] of updates) {
    if (ore === 0) company.openingBalances.delete(number);
    else company.openingBalances.set(number, ore);
  }
  const changed = new Set(updates.map(([n]) => n));
  return ok(openingBalances(company).filter((b) => changed.has(b.Number)));
}

/** Opening balances and account balances on a date; `openingbalances` before `{id}`. */
export const ledgerRoutes: Route[] = [
  {
    method: 'GET',
    path: '/v2/fiscalyears/openingbalances',
    handle: (ctx) => pageOf(openingBalances(ctx.company), ctx),
  },
  { method: 'PUT', path: '/v2/fiscalyears/openingbalances', handle: updateOpeningBalances },
  {
    method: 'GET',
    path: '/v2/fiscalyears/{id}',
    handle({ company, params }) {
      const year = company.fiscalYears.find((y) => y.Id === params.id);
      if (!year) throw notFound('The fiscal year');
      return ok(year);
    },
  },
  {
    method: 'GET',
    path: '/v2/accountbalances/{date}',
    handle(ctx) {
      const { company, params } = ctx;
      const year = fiscalYearOn(company, params.date!);
      const balances = [...balancesOn(company, params.date!)].sort(([a], [b]) => a - b);
      return pageOf(
        balances.map(([account, ore]) => accountBalance(company, year.Id, account, ore)),
        ctx,
      );
    },
  },
  {
    method: 'GET',
    path: '/v2/accountbalances/{accountNumber}/{date}',
    handle({ company, params }) {
      const year = fiscalYearOn(company, params.date!);
      const account = Number(params.accountNumber);
      if (!company.accounts.get(year.Id)?.has(account)) throw notFound('The account');
      const ore = balancesOn(company, params.date!).get(account) ?? 0;
      return ok(accountBalance(company, year.Id, account, ore));
    },
  },
];
