import { formatMinor, parseMinor } from '@portal/connectors/money';
import type { VatFigures } from '@portal/contracts/schemas/tax-preparation';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { vatReport } from '../reports/vat.service';

/** The figures of a period in öre, as they are kept when a return is filed. */
export type VatFiguresOre = Record<string, number>;

const ore = (sek: string) => parseMinor(sek, 'SEK');
const sek = (minor: number) => formatMinor(minor, 'SEK');
const add = (figures: VatFiguresOre, key: string, amount: number) => {
  figures[key] = (figures[key] ?? 0) + amount;
};

/**
 * The VAT of a period (YYYY-MM-DD, both ends inclusive, whole months) as the reports module
 * reads it from the booked documents: its months' sales and output VAT per rate, input VAT
 * where a 264x account was booked, and what is left to pay.
 */
export async function vatFiguresOf(
  db: Db,
  companyId: number,
  periodStart: string,
  periodEnd: string,
): Promise<VatFiguresOre> {
  const from = periodStart.slice(0, 7);
  const to = periodEnd.slice(0, 7);
  const figures: VatFiguresOre = { taxable_sales: 0, exempt_sales: 0, input_vat: 0 };
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    // the VAT report reads nothing of the context but its database
    const report = await vatReport({ db } as AppContext, companyId, String(year));
    for (const month of report.months) {
      if (month.month < from || month.month > to) continue;
      add(figures, 'taxable_sales', ore(month.taxable_sales));
      add(figures, 'exempt_sales', ore(month.exempt_sales));
      for (const rate of month.rates) {
        add(figures, `rate_sales_${rate.rate}`, ore(rate.sales));
        add(figures, `rate_vat_${rate.rate}`, ore(rate.vat));
      }
      for (const account of month.vat_accounts) {
        // ingående moms: a debit balance on 264x, shown as a positive amount
        if (account.account.startsWith('264')) add(figures, 'input_vat', -ore(account.amount));
      }
    }
  }
  const output = Object.entries(figures)
    .filter(([key]) => key.startsWith('rate_vat_'))
    .reduce((total, [, amount]) => total + amount, 0);
  figures.output_vat = output;
  figures.vat_to_pay = output - figures.input_vat!;
  return figures;
}

/** The figures as the API shows them, with the boxes of the Swedish VAT return. */
export function vatFiguresView(figures: VatFiguresOre): VatFigures {
  const amount = (key: string) => figures[key] ?? 0;
  const rates = [
    ...new Set(
      Object.keys(figures)
        .filter((key) => key.startsWith('rate_'))
        .map((key) => key.replace(/^rate_(sales|vat)_/, '')),
    ),
  ]
    .filter((rate) => rate !== '0')
    .sort((a, b) => Number(b) - Number(a));
  const boxes = [
    ['05', amount('taxable_sales')],
    ['10', amount('rate_vat_25')],
    ['11', amount('rate_vat_12')],
    ['12', amount('rate_vat_6')],
    ['42', amount('exempt_sales')],
    ['48', amount('input_vat')],
    ['49', amount('vat_to_pay')],
  ] as const;
  return {
    taxable_sales: sek(amount('taxable_sales')),
    exempt_sales: sek(amount('exempt_sales')),
    rates: rates.map((rate) => ({
      rate,
      sales: sek(amount(`rate_sales_${rate}`)),
      vat: sek(amount(`rate_vat_${rate}`)),
    })),
    output_vat: sek(amount('output_vat')),
    input_vat: sek(amount('input_vat')),
    vat_to_pay: sek(amount('vat_to_pay')),
    boxes: boxes.map(([box, value]) => ({ box, amount: sek(value) })),
  };
}
