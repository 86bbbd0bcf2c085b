import type { LedgerVoucher } from '@portal/connectors/model/ledger';
import { addDays } from '../../anomaly-detection/ledger-window';
import { bankDay } from '../../anomaly-detection/__tests__/shop-costs';
import { shopLedger } from '../../anomaly-detection/__tests__/shop-ledger';
import { signatureOf, type Candidate } from '../duplicate-candidates';

/*
 * The generated shop's 2024–2025 with duplicates planted in 2025 — six booked twice on the same
 * day with the same text, five a few days apart with the text a little changed — and with
 * vouchers that only look like duplicates: a warehouse rent paid late one month beside the
 * next month's, card sales of the same amount on the same day with different order numbers, a
 * phone bill cancelled and booked again. Numbers in series A follow the dates, as a ledger's do.
 */

export interface DuplicateLedger {
  vouchers: LedgerVoucher[];
  /** the planted duplicates: [kept, duplicate] voucher numbers */
  duplicates: [string, string][];
  /** pairs that look alike but are not duplicates, by kind */
  lookalikes: { kind: 'recurring' | 'card_sales' | 'rebooked'; pair: [string, string] }[];
}

type Marked = LedgerVoucher & { tag?: string };

const copy = (v: LedgerVoucher, changes: Partial<LedgerVoucher> = {}): LedgerVoucher => ({
  ...v,
  rows: v.rows.map((r) => ({ ...r })),
  ...changes,
});

export function duplicateLedger(seed = 1): DuplicateLedger {
  const base: Marked[] = shopLedger({ seed, inject: false }).vouchers.map((v) => ({ ...v }));
  const first = (text: string, from: string) =>
    base.find((v) => v.text.startsWith(text) && v.date >= from)!;
  const added: Marked[] = [];
  const plant = (original: Marked, duplicate: LedgerVoucher, tag: string) => {
    original.tag ??= `${tag}:kept`;
    added.push({ ...duplicate, tag: `${tag}:duplicate` });
  };

  // booked twice: same day, same text
  const exact = [
    first('Leverantörsfaktura', '2025-03-01'),
    first('IT-support', '2025-04-01'),
    first('Telefoni', '2025-05-01'),
    first('Utbetalning Klarna', '2025-06-01'),
    first('Försäljning Swish', '2025-07-10'),
    first('Förbrukningsmaterial', '2025-08-01'),
  ];
  exact.forEach((v, i) => plant(v, copy(v), `exact${i}`));
  // booked twice a few days apart, the text typed a little differently
  const near: [Marked, number, (text: string) => string][] = [
    [first('Leverantörsfaktura', '2025-09-01'), 1, (t) => t.toUpperCase()],
    [first('Elräkning', '2025-10-01'), 2, (t) => `${t.replace(' Skellefteå', ', Skellefteå')} AB`],
    [first('Annonsering', '2025-11-01'), 3, (t) => t.replace(' AB', '')],
    [first('Fortnox', '2025-02-01'), 1, (t) => t.replace('å', 'a')],
    [first('Hyra', '2025-12-01'), 2, (t) => t],
  ];
  near.forEach(([v, days, text], i) =>
    plant(v, copy(v, { date: addDays(v.date, days), text: text(v.text) }), `near${i}`),
  );

  // a warehouse rent every month; January's paid late, the day before February's
  for (let m = 0; m < 24; m++) {
    const ym = `${2024 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`;
    const date =
      ym === '2025-01' ? '2025-02-03' : ym === '2025-02' ? '2025-02-04' : bankDay(`${ym}-01`);
    added.push({
      series: 'A',
      number: '',
      date,
      text: 'Lagerhyra Hamnvägen 3',
      rows: [
        { account: 5011, amount: 650_000 },
        { account: 2641, amount: 162_500 },
        { account: 1930, amount: -812_500 },
      ],
      tag: ym === '2025-01' ? 'recurring:a' : ym === '2025-02' ? 'recurring:b' : undefined,
    });
  }
  // card sales of 499 kr, two a day with different order numbers
  for (let i = 0; i < 5; i++) {
    const date = bankDay(`2025-0${i + 3}-1${i}`);
    for (const n of [0, 1]) {
      added.push({
        series: 'A',
        number: '',
        date,
        text: `Kortbetalning order #${10_231 + i * 10 + n}`,
        rows: [
          { account: 1580, amount: 49_900 },
          { account: 3001, amount: -39_920 },
          { account: 2611, amount: -9_980 },
        ],
        tag: `card${i}:${n ? 'b' : 'a'}`,
      });
    }
  }
  // a phone bill cancelled the day it was booked and booked again the next day
  const phone = first('Telefoni', '2025-06-01');
  phone.tag = 'rebooked:a';
  added.push({
    ...copy(phone),
    text: `Makulering av verifikation ${phone.number}: fel period`,
    rows: phone.rows.map((r) => ({ ...r, amount: -r.amount })),
  });
  added.push({ ...copy(phone, { date: addDays(phone.date, 1) }), tag: 'rebooked:b' });

  const all = [...base, ...added].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  all.forEach((v, i) => (v.number = String(i + 1)));
  const byTag = (tag: string) => all.find((v) => v.tag === tag)!.number;
  const tags = [...new Set(all.flatMap((v) => (v.tag ? [v.tag.split(':')[0]!] : [])))];
  return {
    vouchers: all.map(({ tag: _tag, ...v }) => v),
    duplicates: tags
      .filter((t) => /^(exact|near)/.test(t))
      .map((t) => [byTag(`${t}:kept`), byTag(`${t}:duplicate`)]),
    lookalikes: [
      { kind: 'recurring', pair: [byTag('recurring:a'), byTag('recurring:b')] },
      ...[0, 1, 2, 3, 4].map((i) => ({
        kind: 'card_sales' as const,
        pair: [byTag(`card${i}:a`), byTag(`card${i}:b`)] as [string, string],
      })),
      { kind: 'rebooked', pair: [byTag('rebooked:a'), byTag('rebooked:b')] },
    ],
  };
}

/** The vouchers as the criteria read them (id = number). */
export function candidatesOf(vouchers: readonly LedgerVoucher[]): Candidate[] {
  return vouchers.map((v) => ({
    id: Number(v.number),
    date: v.date,
    series: v.series,
    number: v.number,
    text: v.text,
    signature: signatureOf(v.rows),
    portal: false,
    reverses: null,
  }));
}
