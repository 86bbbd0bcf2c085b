import { randomUUID } from 'node:crypto';

/** The BAS accounts every simulated company starts with, in each fiscal year. */
export const basChart: ReadonlyArray<readonly [number, string]> = [
  [1510, 'Kundfordringar'],
  [1580, 'Fordringar för kontokort och kuponger'],
  [1689, 'Andra kortfristiga fordringar'],
  [1930, 'Företagskonto/checkkonto/affärskonto'],
  [2099, 'Årets resultat'],
  [2420, 'Förskott från kunder'],
  [2611, 'Utgående moms på försäljning inom Sverige, 25 %'],
  [2621, 'Utgående moms på försäljning inom Sverige, 12 %'],
  [2631, 'Utgående moms på försäljning inom Sverige, 6 %'],
  [3001, 'Försäljning inom Sverige, 25 % moms'],
  [3002, 'Försäljning inom Sverige, 12 % moms'],
  [3003, 'Försäljning inom Sverige, 6 % moms'],
  [3004, 'Försäljning inom Sverige, momsfri'],
  [3520, 'Fakturerade frakter'],
  [3730, 'Lämnade rabatter'],
  [3740, 'Öres- och kronutjämning'],
  [3960, 'Valutakursvinster på fordringar och skulder av rörelsekaraktär'],
  [6351, 'Konstaterade förluster på kundfordringar'],
  [6570, 'Bankkostnader'],
  [7960, 'Valutakursförluster på fordringar och skulder av rörelsekaraktär'],
];

export interface FiscalYear {
  Id: string;
  StartDate: string;
  EndDate: string;
  IsLockedForAccounting: boolean;
  BookkeepingMethod: 0 | 1 | 2;
}

/** Calendar years 2025–2027, all open. */
export function seedFiscalYears(): FiscalYear[] {
  return [2025, 2026, 2027].map((y) => ({
    Id: randomUUID(),
    StartDate: `${y}-01-01T00:00:00`,
    EndDate: `${y}-12-31T00:00:00`,
    IsLockedForAccounting: false,
    BookkeepingMethod: 0,
  }));
}

/**
 * Article account codings: what decides the sales account and VAT rate of an invoice row
 * (an invoice row names an article, the article its coding).
 */
export interface ArticleAccountCoding {
  Id: string;
  Name: string;
  NameEnglish: string;
  Type: 'Goods' | 'Service';
  VatRate: string;
  IsActive: boolean;
  VatRatePercent: number;
  DomesticSalesSubjectToVatAccountNumber: number | null;
  DomesticSalesVatExemptAccountNumber: number | null;
}

export function seedCodings(): ArticleAccountCoding[] {
  const coding = (name: string, english: string, account: number, rate: number) => ({
    Id: randomUUID(),
    Name: name,
    NameEnglish: english,
    Type: 'Goods' as const,
    VatRate: `${rate}%`,
    IsActive: true,
    VatRatePercent: rate / 100,
    DomesticSalesSubjectToVatAccountNumber: rate > 0 ? account : null,
    DomesticSalesVatExemptAccountNumber: rate > 0 ? null : account,
  });
  return [
    coding('Varor 25 % moms', 'Goods 25 % VAT', 3001, 25),
    coding('Varor 12 % moms', 'Goods 12 % VAT', 3002, 12),
    coding('Varor 6 % moms', 'Goods 6 % VAT', 3003, 6),
    coding('Varor momsfri', 'Goods VAT exempt', 3004, 0),
    coding('Frakt 25 % moms', 'Freight 25 % VAT', 3520, 25),
  ];
}

export interface TermsOfPayment {
  Id: string;
  Name: string;
  NumberOfDays: number;
}

export const seedTermsOfPayment = (): TermsOfPayment[] => [
  { Id: randomUUID(), Name: '30 dagar', NumberOfDays: 30 },
  { Id: randomUUID(), Name: 'Kontant', NumberOfDays: 0 },
];
