import { convertMinor } from '@portal/connectors/money';
import type { CanonicalSale, SaleWarning } from '@portal/connectors/model/sale';
import type { AccountMapping } from './accounts';
import { balanceOf, mergeRows, row } from './documents';
import type { BookingDocument, DocumentRow } from './documents';

/** Differences up to one krona are öresavrundning; anything larger is reported (DOMAIN.md). */
const ROUNDING_LIMIT = 100;

export interface PostingOptions {
  /** SEK per unit of the sale's currency, from the provider's settlement */
  rateToSek?: string;
}

export interface Posting {
  documents: BookingDocument[];
  warnings: SaleWarning[];
}

const rateKey = (rate: number) => String(rate);

/**
 * One voucher per order (or reversing voucher per refund): the clearing account takes what was
 * paid, revenue per VAT rate, shipping and gift cards sold their own accounts, VAT exactly as the
 * source reported it, discounts on the discount account; what is left is rounding.
 */
export function postSale(
  sale: CanonicalSale,
  accounts: AccountMapping,
  options: PostingOptions = {},
): Posting {
  const warnings = [...sale.warnings];
  const sign = sale.kind === 'order' ? 1 : -1;
  const rows: (DocumentRow | null)[] = [];

  for (const line of sale.lines) {
    const account =
      line.kind === 'shipping'
        ? accounts.shipping
        : line.kind === 'gift_card'
          ? accounts.giftCardLiability
          : revenueAccount(line.vatRate);
    const description =
      line.kind === 'shipping'
        ? 'Frakt'
        : line.kind === 'gift_card'
          ? 'Sålda presentkort'
          : `Försäljning ${line.vatRate} % moms`;
    rows.push(row(account, -sign * line.net, description));
  }
  for (const discount of sale.discounts) {
    rows.push(row(accounts.discount, sign * discount.net, `Rabatt: ${discount.description}`));
  }
  const vatByRate = new Map<number, number>();
  for (const line of sale.lines)
    vatByRate.set(line.vatRate, (vatByRate.get(line.vatRate) ?? 0) + line.vat);
  for (const d of sale.discounts) vatByRate.set(d.vatRate, (vatByRate.get(d.vatRate) ?? 0) - d.vat);
  for (const [rate, vat] of vatByRate) {
    if (vat === 0) continue;
    rows.push(row(vatAccount(rate), -sign * vat, `Utgående moms ${rate} %`));
  }
  rows.push(row(accounts.giftCardLiability, sign * sale.giftCardsRedeemed, 'Presentkort inlösta'));
  rows.push(
    row(
      accounts.clearing,
      sign * (sale.total - sale.giftCardsRedeemed),
      `${label()} ${sale.reference}`,
    ),
  );

  let currency = sale.currency;
  let merged = mergeRows(rows);
  if (currency !== 'SEK') {
    if (options.rateToSek) {
      merged = mergeRows(
        merged.map((r) =>
          row(
            r.account,
            convertMinor(r.debit - r.credit, currency, options.rateToSek!),
            r.description,
          ),
        ),
      );
      currency = 'SEK';
    } else {
      warnings.push({
        code: 'currency_rate_missing',
        message: `Booked in ${currency}: the settlement rate to SEK is not known yet`,
      });
    }
  }
  const difference = balanceOf({ rows: merged });
  if (difference !== 0) {
    merged.push(row(accounts.rounding, -difference, 'Öresavrundning')!);
    const reported = warnings.some((w) => w.code === 'total_mismatch');
    if (Math.abs(difference) > ROUNDING_LIMIT && !reported) {
      warnings.push({
        code: 'total_mismatch',
        message: `A difference of ${difference} minor units was booked to ${accounts.rounding}`,
      });
    }
  }
  return {
    documents: [
      {
        type: 'voucher',
        date: sale.date,
        description: `${label()} ${sale.reference}${sale.customer ? `, ${sale.customer.name}` : ''}`,
        currency,
        rows: merged,
      },
    ],
    warnings,
  };

  function label() {
    return sale.kind === 'order' ? 'Order' : 'Återbetalning';
  }

  function revenueAccount(rate: number) {
    const account = accounts.revenueByRate[rateKey(rate)];
    if (account) return account;
    unknownRate(rate);
    return accounts.revenueByRate['25']!;
  }

  function vatAccount(rate: number) {
    const account = accounts.outputVatByRate[rateKey(rate)];
    if (account) return account;
    unknownRate(rate);
    return accounts.outputVatByRate['25']!;
  }

  function unknownRate(rate: number) {
    if (warnings.some((w) => w.code === 'unknown_vat_rate' && w.message.includes(`${rate} %`)))
      return;
    warnings.push({
      code: 'unknown_vat_rate',
      message: `No account is mapped for VAT ${rate} %; booked on the 25 % accounts`,
    });
  }
}
