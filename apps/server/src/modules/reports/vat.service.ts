import { formatMinor } from '@portal/connectors/money';
import type { VatMonth, VatReport } from '@portal/contracts/schemas/reports';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { subscriptions } from '../../db/schema/subscriptions';
import { accountsOf } from '../bookkeeping/accounts';
import { customAccountRoles } from '../bookkeeping/custom-accounts';
import { companyAccountRules } from '../custom-accounts/custom-accounts.repository';

const sek = (minor: number) => formatMinor(minor, 'SEK');

type RowsOf<T> = { rows: T[] };

/**
 * Sales per VAT rate and month, from what the engine booked in the company's ledgers (SEK
 * documents): output VAT read from the rate's 26xx account, so the figures are the ledger's own
 * to the öre; taxable sales from the revenue accounts (plus shipping and discounts); refunds and
 * the payment providers' fees beside them. The numbers a Swedish VAT return (boxes 05, 10–12)
 * is filled in from.
 */
export async function vatReport(
  ctx: AppContext,
  companyId: number,
  year: string,
): Promise<VatReport> {
  const subs = await ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId));
  const revenueRate = new Map<string, string>();
  const vatRate = new Map<string, string>();
  const shipping = new Set<string>();
  const discount = new Set<string>();
  const fees = new Set<string>();
  for (const subscription of subs) {
    const a = accountsOf(subscription);
    for (const [rate, account] of Object.entries(a.revenueByRate)) revenueRate.set(account, rate);
    for (const [rate, account] of Object.entries(a.outputVatByRate)) vatRate.set(account, rate);
    shipping.add(a.shipping);
    discount.add(a.discount);
    fees.add(a.fees);
  }
  // the company's custom accounts play the role of the rows they replace (ADR 026)
  const custom = customAccountRoles(await companyAccountRules(ctx.db, companyId));
  for (const [account, rate] of custom.revenueRate) revenueRate.set(account, rate);
  for (const account of custom.shipping) shipping.add(account);
  for (const account of custom.discount) discount.add(account);
  for (const account of custom.fees) fees.add(account);

  const movements = (
    (await ctx.db.execute(sql`
    SELECT to_char(d.date, 'YYYY-MM') AS month, r->>'account' AS account,
      sum((r->>'credit')::bigint - (r->>'debit')::bigint) AS credit
    FROM booked_documents d, jsonb_array_elements(d.rows) r
    WHERE d.company_id = ${companyId} AND d.currency = 'SEK'
      AND d.date >= ${`${year}-01-01`}::date AND d.date < ${`${Number(year) + 1}-01-01`}::date
    GROUP BY 1, 2`)) as unknown as RowsOf<{ month: string; account: string; credit: string }>
  ).rows;
  const refunds = (
    (await ctx.db.execute(sql`
    SELECT to_char(d.date, 'YYYY-MM') AS month,
      sum((SELECT coalesce(sum((r->>'debit')::bigint), 0) FROM jsonb_array_elements(d.rows) r)) AS amount
    FROM booked_documents d
    WHERE d.company_id = ${companyId} AND d.currency = 'SEK' AND d.kind = 'refund'
      AND d.date >= ${`${year}-01-01`}::date AND d.date < ${`${Number(year) + 1}-01-01`}::date
    GROUP BY 1`)) as unknown as RowsOf<{ month: string; amount: string }>
  ).rows;

  const months = new Map<string, Map<string, number>>();
  for (const m of movements) {
    const accounts = months.get(m.month) ?? new Map<string, number>();
    accounts.set(m.account, Number(m.credit));
    months.set(m.month, accounts);
  }
  const refundsBy = new Map(refunds.map((r) => [r.month, Number(r.amount)]));
  const rates = [...new Set([...revenueRate.values(), ...vatRate.values()])].sort(
    (a, b) => Number(b) - Number(a),
  );

  const result: VatMonth[] = [...months.keys()].sort().map((month) => {
    const accounts = months.get(month)!;
    const sum = (pick: (account: string) => boolean) =>
      [...accounts.entries()].filter(([a]) => pick(a)).reduce((t, [, v]) => t + v, 0);
    const perRate = rates.map((rate) => {
      const vatAccounts = [...vatRate.entries()].filter(([, r]) => r === rate).map(([a]) => a);
      return {
        rate,
        sales: sek(sum((a) => revenueRate.get(a) === rate)),
        vat: sek(sum((a) => vatAccounts.includes(a))),
        vat_account: vatAccounts[0] ?? null,
      };
    });
    const exempt = sum((a) => revenueRate.get(a) === '0');
    const taxable =
      sum((a) => revenueRate.has(a) && revenueRate.get(a) !== '0') +
      sum((a) => shipping.has(a)) +
      sum((a) => discount.has(a));
    return {
      month,
      rates: perRate,
      taxable_sales: sek(taxable),
      exempt_sales: sek(exempt),
      refunds: sek(refundsBy.get(month) ?? 0),
      fees: sek(-sum((a) => fees.has(a))),
      vat_accounts: [...accounts.entries()]
        .filter(([a]) => a.startsWith('26'))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([account, amount]) => ({ account, amount: sek(amount) })),
    };
  });
  return { company_id: companyId, year, currency: 'SEK', months: result };
}
