import type { LedgerVoucher } from '@portal/connectors/model/ledger';
import { describe, expect, it } from 'vitest';
import { generateLedgerHistory, IRREGULARITY_KINDS, ledgerYearsOf } from '../ledger-history';
import type { LedgerHistory, VoucherRef } from '../ledger-history';

const history = generateLedgerHistory({ seed: 11, firstMonth: '2024-07', months: 30 });
const planted = generateLedgerHistory({
  seed: 11,
  firstMonth: '2024-07',
  months: 30,
  irregularities: true,
});

const sum = (amounts: number[]) => amounts.reduce((s, a) => s + a, 0);
const vouchersOf = (h: LedgerHistory) => h.years.flatMap((y) => y.vouchers);
const amountOn = (v: LedgerVoucher, account: number) =>
  sum(v.rows.filter((r) => r.account === account).map((r) => r.amount));

/** Net sales (3xxx credited, kronor) of a month. */
function salesOf(h: LedgerHistory, yearMonth: string): number {
  const rows = vouchersOf(h)
    .filter((v) => v.date.startsWith(yearMonth))
    .flatMap((v) => v.rows.filter((r) => r.account >= 3000 && r.account < 3700));
  return -sum(rows.map((r) => r.amount)) / 100;
}

function find(h: LedgerHistory, ref: VoucherRef): LedgerVoucher {
  const year = h.years.find((y) => y.start === ref.yearStart)!;
  return year.vouchers.find((v) => v.series === ref.series && v.number === ref.number)!;
}

describe('a generated web shop ledger', () => {
  it('balances every voucher to the öre and numbers them per year in date order', () => {
    for (const year of history.years) {
      year.vouchers.forEach((voucher, i) => {
        expect(sum(voucher.rows.map((r) => r.amount)), `${voucher.text}`).toBe(0);
        expect(voucher.rows.every((r) => Number.isInteger(r.amount) && r.amount !== 0)).toBe(true);
        expect(voucher.number).toBe(String(i + 1));
        expect(voucher.date >= year.start && voucher.date <= year.end).toBe(true);
        if (i > 0) expect(voucher.date >= year.vouchers[i - 1]!.date).toBe(true);
      });
    }
    expect(history.years.map((y) => [y.start, y.end])).toEqual([
      ['2024-07-01', '2024-12-31'],
      ['2025-01-01', '2025-12-31'],
      ['2026-01-01', '2026-12-31'],
    ]);
    expect(vouchersOf(history).at(-1)!.date <= '2026-12-31').toBe(true);
    expect(vouchersOf(history).length).toBeGreaterThan(2500);
  });

  it('opens every year with a balance sheet that balances, carrying the last result to 2099', () => {
    for (const year of history.years) expect(sum([...year.opening.values()])).toBe(0);
    const first = history.years[0]!.opening;
    expect([...first.keys()].sort()).toEqual([1220, 1229, 1460, 1930, 2081, 2091]);
    expect(first.get(2081)).toBe(-5_000_000);
    const years = ledgerYearsOf(history);
    for (let i = 1; i < years.length; i++) {
      const before = years[i - 1]!.balances;
      const result = sum(before.filter((b) => b.result !== undefined).map((b) => b.result!));
      const opening = history.years[i]!.opening;
      for (const b of before.filter((b) => b.closing !== undefined && b.account !== 2099)) {
        expect(opening.get(b.account) ?? 0).toBe(b.closing);
      }
      const carried = before.find((b) => b.account === 2099)?.closing ?? 0;
      expect(opening.get(2099)).toBe(carried + result);
    }
  });

  it('closes every balance account at opening plus movements and settles VAT every quarter', () => {
    for (const data of ledgerYearsOf(history)) {
      const moved = new Map<number, number>();
      for (const r of data.vouchers!.flatMap((v) => v.rows)) {
        moved.set(r.account, (moved.get(r.account) ?? 0) + r.amount);
      }
      for (const b of data.balances) {
        if (b.account >= 3000) expect(b.result).toBe(moved.get(b.account) ?? 0);
        else expect(b.closing).toBe(b.opening + (moved.get(b.account) ?? 0));
      }
      // the December VAT settlement leaves nothing on the VAT accounts but 2650
      for (const account of [2611, 2621, 2631, 2641]) {
        expect(data.balances.find((b) => b.account === account)?.closing ?? 0).toBe(0);
      }
      expect(data.balances.find((b) => b.account === 1930)!.closing).toBeGreaterThan(0);
    }
  });

  it('books what a web shop books', () => {
    const texts = vouchersOf(history).map((v) => v.text);
    for (const start of [
      'Försäljning webbshop Stripe',
      'Försäljning webbshop Klarna',
      'Utbetalning Stripe po_',
      'Utbetalning Klarna',
      'Leverantörsfaktura',
      'Betalning leverantörsfaktura',
      'Hyra',
      'Webbshopsplattform',
      'Annonsering',
      'Löner',
      'Skatter och avgifter',
      'Momsredovisning',
      'Betalning moms',
      'Avskrivning inventarier',
      'Ränta företagskonto',
      'Vinstdisposition',
    ]) {
      expect(
        texts.some((t) => t.startsWith(start)),
        start,
      ).toBe(true);
    }
    const salary = vouchersOf(history).find((v) => v.text.startsWith('Löner'))!;
    expect(amountOn(salary, 7510)).toBe(Math.round(amountOn(salary, 7210) * 0.3142));
    const sale = vouchersOf(history).find((v) => v.text.startsWith('Försäljning'))!;
    const net25 = -(amountOn(sale, 3001) + amountOn(sale, 3520));
    expect(Math.abs(-amountOn(sale, 2611) - net25 * 0.25)).toBeLessThanOrEqual(2);
    const accounts = new Set(vouchersOf(history).flatMap((v) => v.rows.map((r) => r.account)));
    for (const account of [
      1580, 1930, 2440, 2611, 2641, 2650, 2710, 2731, 3001, 3002, 3003, 3520, 4010, 5010, 5420,
      5910, 6570, 7210, 7510, 7832, 8310,
    ]) {
      expect(accounts.has(account), String(account)).toBe(true);
      expect(history.accounts.get(account)).toBeTruthy();
    }
  });

  it('sells most in December, least in summer, and grows year on year', () => {
    for (const year of ['2024', '2025']) {
      expect(salesOf(history, `${year}-12`)).toBeGreaterThan(1.5 * salesOf(history, `${year}-07`));
    }
    expect(salesOf(history, '2025-10')).toBeGreaterThan(salesOf(history, '2024-10'));
    // about 25 000 kr a day with VAT, about 20 000 kr without, in an ordinary month
    expect(salesOf(history, '2024-09') / 30).toBeGreaterThan(15_000);
    expect(salesOf(history, '2024-09') / 30).toBeLessThan(26_000);
  });

  it('gives the same history for the same seed and another for another', () => {
    const again = generateLedgerHistory({ seed: 11, firstMonth: '2024-07', months: 30 });
    expect(again).toEqual(history);
    const other = generateLedgerHistory({ seed: 12, firstMonth: '2024-07', months: 30 });
    const firstSale = (h: LedgerHistory) =>
      vouchersOf(h).find((v) => v.text.startsWith('Försäljning'));
    expect(firstSale(other)).not.toEqual(firstSale(history));
    const bigger = generateLedgerHistory({
      seed: 11,
      firstMonth: '2024-07',
      months: 3,
      meanDailySales: 5_000_000,
    });
    expect(salesOf(bigger, '2024-08')).toBeGreaterThan(1.6 * salesOf(history, '2024-08'));
  });

  it('plants each irregularity once and says which vouchers show it', () => {
    expect(history.irregularities).toEqual([]);
    expect(planted.irregularities.map((i) => i.kind).sort()).toEqual(
      [...IRREGULARITY_KINDS].sort(),
    );
    const of = (kind: string) => planted.irregularities.find((i) => i.kind === kind)!;

    const [original, copy] = of('duplicate_supplier_invoice').vouchers.map((r) => find(planted, r));
    expect(copy!.text).toBe(original!.text);
    expect(copy!.rows).toEqual(original!.rows);
    expect(Date.parse(copy!.date) - Date.parse(original!.date)).toBe(86_400_000);

    const rent = find(planted, of('large_rent').vouchers[0]!);
    const rents = vouchersOf(planted).filter((v) => v.text.startsWith('Hyra') && v !== rent);
    expect(amountOn(rent, 5010)).toBeGreaterThan(
      3 * Math.max(...rents.map((v) => amountOn(v, 5010))),
    );

    const fee = find(planted, of('high_payout_fee').vouchers[0]!);
    expect(amountOn(fee, 6570) / -amountOn(fee, 1580)).toBeCloseTo(0.11, 3);
    const payouts = vouchersOf(planted).filter(
      (v) => v.text.startsWith('Utbetalning') && v !== fee,
    );
    expect(Math.max(...payouts.map((v) => amountOn(v, 6570) / -amountOn(v, 1580)))).toBeLessThan(
      0.04,
    );

    const gap = of('payout_gap');
    expect(gap.until).toBeDefined();
    expect(payouts.filter((v) => v.date >= gap.date && v.date <= gap.until!)).toEqual([]);
    expect(
      vouchersOf(history).some(
        (v) => v.text.startsWith('Utbetalning') && v.date >= gap.date && v.date <= gap.until!,
      ),
    ).toBe(true);

    const vat = find(planted, of('unusual_vat_rate').vouchers[0]!);
    expect(-amountOn(vat, 2611) / -amountOn(vat, 3001)).toBeCloseTo(0.18, 3);
    for (const v of vouchersOf(history).filter((v) => v.text.startsWith('Försäljning'))) {
      const rate = amountOn(v, 2611) / (amountOn(v, 3001) + amountOn(v, 3520));
      expect(rate).toBeCloseTo(0.25, 3);
    }
  });

  it('refuses options it cannot follow', () => {
    expect(() => generateLedgerHistory({ firstMonth: '2024-13', months: 3 })).toThrow(/YYYY-MM/);
    expect(() => generateLedgerHistory({ firstMonth: '2024-01', months: 0 })).toThrow(/months/);
    expect(() =>
      generateLedgerHistory({ firstMonth: '2024-01', months: 2, meanDailySales: 12.5 }),
    ).toThrow(/öre/);
  });
});
