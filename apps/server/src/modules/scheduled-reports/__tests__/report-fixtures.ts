import type { ReportDocument, ReportRow } from '../report-document';

/** WinAnsi's characters above Latin-1 that reports use (Node decodes windows-1252 as Latin-1). */
const WIN_ANSI: Record<number, string> = {
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};
const winAnsi = (bytes: Buffer) =>
  [...bytes].map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');

/**
 * A PDF's shown text: pdfkit writes each line as hex strings in a TJ array (uncompressed), in
 * the standard fonts' WinAnsi encoding.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map(([, parts]) =>
      [...parts!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, hex]) => winAnsi(Buffer.from(hex!, 'hex')))
        .join(''),
    )
    .join('\n');
}

export const pdfPageCount = (pdf: Buffer) =>
  [...pdf.toString('latin1').matchAll(/\/Type \/Page\b/g)].length;

/** A small balance sheet and a long account list, as a person would read them. */
export function handMadeDocument(locale: 'sv' | 'en', accounts = 3): ReportDocument {
  const many: ReportRow[] = Array.from({ length: accounts }, (_, i) => ({
    cells: [`${4000 + i} Inköp av varor nummer ${i + 1}`, -(i + 1) * 123_456, (i % 7) * 2.5],
    indent: 1,
  }));
  return {
    locale,
    title: locale === 'sv' ? 'Balansräkning' : 'Balance sheet',
    company: 'Norrsken Handel AB',
    period: '2026-10-01 – 2026-10-31',
    generatedAt: new Date('2026-11-01T06:00:00Z'),
    sections: [
      {
        title: locale === 'sv' ? 'Tillgångar' : 'Assets',
        note: 'Året 2025 är känt bara genom sina summor.',
        columns: [
          { header: 'Konto', kind: 'text' },
          { header: 'Belopp', kind: 'amount' },
        ],
        rows: [
          { cells: ['Omsättningstillgångar'], style: 'heading' },
          { cells: ['1930 Företagskonto', 1_234_567_89], indent: 1 },
          { cells: ['1510 Kundfordringar', -50_00], indent: 1 },
          { cells: ['Summa tillgångar', 1_234_517_89], style: 'total' },
        ],
      },
      {
        title: 'Kostnader per konto',
        columns: [
          { header: 'Konto', kind: 'text' },
          { header: 'Utfall', kind: 'amount' },
          { header: 'Avvikelse', kind: 'percent' },
        ],
        rows: [
          ...many,
          { cells: ['Summa', -123_456 * ((accounts * (accounts + 1)) / 2), null], style: 'total' },
        ],
      },
    ],
  };
}
