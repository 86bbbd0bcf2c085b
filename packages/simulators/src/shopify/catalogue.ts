export interface CatalogueItem {
  title: string;
  ratePercent: number;
  giftCard: boolean;
  /** the packed weight of one (gift cards weigh nothing: they are not shipped) */
  grams: number;
  /** option title, SKU and price (SEK, VAT-inclusive); one without options is 'Default Title' */
  variants: [string, string, number][];
}

/**
 * Swedish-looking catalogue: VAT 25 % (goods), 12 % (food), 6 % (books), gift cards outside VAT.
 * Orders buy each product's first variant.
 */
export const CATALOGUE: CatalogueItem[] = [
  item('Tekanna i gjutjärn', 25, 1450, [['Default Title', 'TEK-001', 49900]]),
  item('Linneduk', 25, 620, [
    ['Grå', 'LIN-014', 34950],
    ['Vit', 'LIN-015', 34950],
  ]),
  item('Ullstrumpor', 25, 120, [
    ['36–38', 'ULL-003', 12900],
    ['39–41', 'ULL-003-M', 12900],
    ['42–44', 'ULL-003-L', 13900],
  ]),
  item('Ekologiskt kaffe 500 g', 12, 540, [
    ['Mellanrost', 'KAF-500', 8995],
    ['Mörkrost', 'KAF-501', 8995],
  ]),
  item('Kanelbullar 6-pack', 12, 480, [['Default Title', 'BUL-006', 5900]]),
  item('Pocketbok: Röda rummet', 6, 260, [['Default Title', 'BOK-1879', 11900]]),
  item('Tidning: Allt om trädgård', 6, 180, [['Default Title', 'TID-042', 7900]]),
  {
    title: 'Presentkort',
    ratePercent: 0,
    giftCard: true,
    grams: 0,
    variants: [['500 kr', 'PRESENT-500', 50000]],
  },
];

function item(
  title: string,
  ratePercent: number,
  grams: number,
  variants: CatalogueItem['variants'],
): CatalogueItem {
  return { title, ratePercent, giftCard: false, grams, variants };
}
