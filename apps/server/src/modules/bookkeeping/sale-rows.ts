import type { CanonicalSale, SaleWarning } from '@portal/connectors/model/sale';
import type { AccountMapping } from './accounts';
import { customAccount } from './custom-accounts';
import type { RowFacts } from './custom-accounts';
import { row } from './documents';
import type { DocumentRow } from './documents';

/**
 * The rows a sale books, in its own currency, before merging: revenue per VAT rate, shipping,
 * gift cards sold, discounts, VAT as the source reported it, gift cards redeemed and the clearing
 * account for what was paid. A refund is the same with the signs reversed.
 */
export function saleRows(sale: CanonicalSale, accounts: AccountMapping) {
  const warnings: SaleWarning[] = [];
  const sign = sale.kind === 'order' ? 1 : -1;
  const rows: (DocumentRow | null)[] = [];
  const byRate = (map: Record<string, string>, rate: number) => {
    const account = map[String(rate)];
    if (account) return account;
    if (!warnings.some((w) => w.code === 'unknown_vat_rate' && w.params.rate === rate)) {
      warnings.push({
        code: 'unknown_vat_rate',
        message: `No account is mapped for VAT ${rate} %; booked on the 25 % accounts`,
        key: 'unknown_vat_rate',
        params: { rate },
      });
    }
    return map['25']!;
  };

  const sold: RowFacts = {
    event: sale.kind,
    country: sale.customer?.address?.country,
    paymentMethod: sale.payment?.method,
  };
  const custom = (
    kind: Parameters<typeof customAccount>[1],
    facts: Partial<RowFacts>,
    fallback: string,
  ) => customAccount(accounts.custom, kind, { ...sold, ...facts }, fallback);

  for (const line of sale.lines) {
    const facts = { sku: line.sku, description: line.description, vatRate: line.vatRate };
    if (line.kind === 'shipping')
      rows.push(row(custom('shipping', facts, accounts.shipping), -sign * line.net, 'Frakt'));
    else if (line.kind === 'gift_card')
      rows.push(
        row(
          custom('gift_cards', facts, accounts.giftCardLiability),
          -sign * line.net,
          'Sålda presentkort',
        ),
      );
    else
      rows.push(
        row(
          custom('product', facts, byRate(accounts.revenueByRate, line.vatRate)),
          -sign * line.net,
          `Försäljning ${line.vatRate} % moms`,
        ),
      );
  }
  for (const discount of sale.discounts) {
    const facts = { description: discount.description, vatRate: discount.vatRate };
    rows.push(
      row(
        custom('discount', facts, accounts.discount),
        sign * discount.net,
        `Rabatt: ${discount.description}`,
      ),
    );
  }
  const vatByRate = new Map<number, number>();
  for (const line of sale.lines)
    vatByRate.set(line.vatRate, (vatByRate.get(line.vatRate) ?? 0) + line.vat);
  for (const d of sale.discounts) vatByRate.set(d.vatRate, (vatByRate.get(d.vatRate) ?? 0) - d.vat);
  for (const [rate, vat] of vatByRate) {
    if (vat === 0) continue;
    rows.push(row(byRate(accounts.outputVatByRate, rate), -sign * vat, `Utgående moms ${rate} %`));
  }
  rows.push(
    row(
      custom('gift_cards', {}, accounts.giftCardLiability),
      sign * sale.giftCardsRedeemed,
      'Presentkort inlösta',
    ),
  );
  const label = sale.kind === 'order' ? 'Order' : 'Återbetalning';
  rows.push(
    row(
      accounts.clearing,
      sign * (sale.total - sale.giftCardsRedeemed),
      `${label} ${sale.reference}`,
    ),
  );
  return { rows: rows.filter((r): r is DocumentRow => r !== null), warnings };
}
