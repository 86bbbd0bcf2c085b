import type { Db } from '../../db/client';
import { numberSeries } from '../../db/schema/billing';
import { termsVersions } from '../../db/schema/catalog';
import { TERMS_2026_11_EN } from './terms-2026-11-en';
import { TERMS_2026_11_SV } from './terms-2026-11-sv';

/** The invoice number series starts here (ADR 017). */
export const FIRST_INVOICE_NUMBER = 1001;

const VERSIONS = [
  {
    version: '2026-11',
    bodySv: TERMS_2026_11_SV,
    bodyEn: TERMS_2026_11_EN,
    publishedAt: new Date('2026-11-01T00:00:00Z'),
  },
];

/** The published terms versions and the invoice number series, where missing. */
export async function seedTerms(db: Db): Promise<void> {
  await db.insert(termsVersions).values(VERSIONS).onConflictDoNothing();
  await db
    .insert(numberSeries)
    .values({ name: 'invoices', next: FIRST_INVOICE_NUMBER })
    .onConflictDoNothing();
}
