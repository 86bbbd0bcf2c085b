/** The BAS accounts every simulated company starts with (names as in BAS 2024). */
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
  [3960, 'Valutakursvinster på fordringar och skulder av rörelsekaraktär'],
  [6351, 'Konstaterade förluster på kundfordringar'],
  [6570, 'Bankkostnader'],
  [7960, 'Valutakursförluster på fordringar och skulder av rörelsekaraktär'],
];

export interface VoucherSeries {
  Code: string;
  Description: string;
  Manual: boolean;
}

/** The series a new Fortnox company has; A takes manual and imported vouchers. */
export const seedVoucherSeries = (): VoucherSeries[] =>
  [
    ['A', 'Redovisningsverifikationer', true],
    ['B', 'Kundfakturor', false],
    ['C', 'Kundinbetalningar', false],
    ['D', 'Leverantörsfakturor', false],
    ['E', 'Leverantörsutbetalningar', false],
  ].map(([Code, Description, Manual]) => ({
    Code: Code as string,
    Description: Description as string,
    Manual: Manual as boolean,
  }));

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

/**
 * Fortnox's VAT codes on the seeded sales and VAT accounts (MP1–MP3 taxable sales 25/12/6 %, MF
 * exempt, U1–U3 output VAT, I input VAT, EXP/VMF export and EU sales); other accounts have none.
 */
export const vatCodes: ReadonlyMap<number, string> = new Map([
  [2611, 'U1'],
  [2621, 'U2'],
  [2631, 'U3'],
  [2641, 'I'],
  [3001, 'MP1'],
  [3002, 'MP2'],
  [3003, 'MP3'],
  [3004, 'MF'],
  [3105, 'EXP'],
  [3106, 'MP1'],
  [3108, 'VMF'],
  [3520, 'MP1'],
  [3730, 'MP1'],
]);

export interface Currency {
  Code: string;
  Description: string;
  BuyRate: number;
  SellRate: number;
  Unit: number;
  Date: string;
  IsAutomatic: boolean;
}

/** SEK and the currencies Swedish web shops sell in; rates are fixed sample values. */
export function seedCurrencies(today: string): Currency[] {
  const rates: ReadonlyArray<readonly [string, string, number]> = [
    ['SEK', 'Svenska kronor', 1],
    ['EUR', 'Euro', 11.2],
    ['USD', 'Amerikanska dollar', 10.5],
    ['NOK', 'Norska kronor', 0.98],
    ['DKK', 'Danska kronor', 1.5],
  ];
  return rates.map(([Code, Description, rate]) => ({
    Code,
    Description,
    BuyRate: rate,
    SellRate: rate,
    Unit: 1,
    Date: today,
    IsAutomatic: true,
  }));
}
