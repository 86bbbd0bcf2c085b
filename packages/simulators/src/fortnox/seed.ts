/** The BAS accounts every simulated company starts with (names as in BAS 2024). */
export const basChart: ReadonlyArray<readonly [number, string]> = [
  [1510, 'Kundfordringar'],
  [1580, 'Fordringar för kontokort och kuponger'],
  [1689, 'Andra kortfristiga fordringar'],
  [1930, 'Företagskonto/checkkonto/affärskonto'],
  [2420, 'Förskott från kunder'],
  [2611, 'Utgående moms på försäljning inom Sverige, 25 %'],
  [2621, 'Utgående moms på försäljning inom Sverige, 12 %'],
  [2631, 'Utgående moms på försäljning inom Sverige, 6 %'],
  [2641, 'Debiterad ingående moms'],
  [3001, 'Försäljning inom Sverige, 25 % moms'],
  [3002, 'Försäljning inom Sverige, 12 % moms'],
  [3003, 'Försäljning inom Sverige, 6 % moms'],
  [3004, 'Försäljning inom Sverige, momsfri'],
  [3105, 'Försäljning varor till land utanför EU'],
  [3106, 'Försäljning varor till annat EU-land, momspliktig'],
  [3108, 'Försäljning varor till annat EU-land, momsfri'],
  [3520, 'Fakturerade frakter'],
  [3730, 'Lämnade rabatter'],
  [3740, 'Öres- och kronutjämning'],
  [6570, 'Bankkostnader'],
];

export interface FinancialYear {
  Id: number;
  FromDate: string;
  ToDate: string;
  AccountChartType: string;
  AccountingMethod: 'ACCRUAL' | 'CASH';
}

/** Last year and the current calendar year, by the injected clock; the current year has the highest id. */
export function seedFinancialYears(nowMs: number): FinancialYear[] {
  const year = new Date(nowMs).getUTCFullYear();
  return [year - 1, year].map((y, index) => ({
    Id: index + 1,
    FromDate: `${y}-01-01`,
    ToDate: `${y}-12-31`,
    AccountChartType: `Bas ${y}`,
    AccountingMethod: 'ACCRUAL',
  }));
}
