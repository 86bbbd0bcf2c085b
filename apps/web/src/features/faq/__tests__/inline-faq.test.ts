import { reasonCodeOf, type FaqEntry } from '@portal/contracts/schemas/faq';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { answerFor } from '../components/inline-faq';
import { reasonLabel } from '../components/reason-label';

const entry = (id: number, app: string | null, codes: string[]): FaqEntry => ({
  id,
  question: `Fråga ${id}`,
  answer: '<p>Svar</p>',
  category: null,
  category_name: '',
  app,
  locale: 'sv',
  reason_codes: codes,
  is_hidden: false,
  visible_for_customer_only: false,
  customer_name: '',
  customer_email: '',
  unanswered: false,
  updated_at: '2026-11-27T00:00:00.000Z',
});

describe('the FAQ answer shown under a sync entry’s reason', () => {
  const items = [
    entry(1, null, ['unknown_vat_rate']),
    entry(2, 'shopify', ['unknown_vat_rate', 'total_mismatch']),
    entry(3, 'klarna', ['payout_mismatch']),
  ];

  it('reads the reason code from any frame of the reason key', () => {
    expect(reasonCodeOf('engine.reason.unknown_vat_rate')).toBe('unknown_vat_rate');
    expect(reasonCodeOf('engine.as_voucher_and_more.account_missing')).toBe('account_missing');
    expect(reasonCodeOf('sync.something_else')).toBeNull();
    expect(reasonCodeOf(null)).toBeNull();
  });

  it('prefers the app’s own answer, then a general one, never another app’s', () => {
    expect(answerFor(items, 'unknown_vat_rate', 'shopify')?.id).toBe(2);
    expect(answerFor(items, 'unknown_vat_rate', 'woocommerce')?.id).toBe(1);
    expect(answerFor(items, 'payout_mismatch', 'stripe')).toBeUndefined();
    expect(answerFor(items, null, 'shopify')).toBeUndefined();
  });
});

describe('reason labels in the reason codes select', () => {
  it('replaces the particulars of a reason text by an ellipsis', () => {
    const t = ((key: string) =>
      key === 'engine.reason.unknown_vat_rate'
        ? 'Inget konto är kopplat för {{rate}} % moms; bokfört på kontona för 25 %'
        : key) as unknown as TFunction;
    expect(reasonLabel(t, 'unknown_vat_rate')).toBe(
      'Inget konto är kopplat för … % moms; bokfört på kontona för 25 %',
    );
  });
});
