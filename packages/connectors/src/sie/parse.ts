import { parseMinor } from '../money';

/** One `#TRANS` row: amount in öre, positive = debit, negative = credit (SIE 4). */
export interface SieTransaction {
  account: string;
  objects: string[];
  amount: number;
  date?: string;
  text?: string;
}

export interface SieVoucher {
  series: string;
  number: string;
  /** YYYYMMDD */
  date: string;
  text: string;
  transactions: SieTransaction[];
}

export interface SieFile {
  flagga?: string;
  format?: string;
  sietyp?: string;
  program?: string;
  companyName?: string;
  orgNumber?: string;
  /** `#RAR` financial years: index (0 = current) → from and to dates */
  years: { index: number; from: string; to: string }[];
  accounts: Map<string, string>;
  vouchers: SieVoucher[];
}

/** Splits a SIE line into fields: quoted strings (with \" escapes), {object lists} and words. */
export function tokenize(line: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    if (c === ' ' || c === '\t') {
      i++;
    } else if (c === '"') {
      let value = '';
      i++;
      while (i < line.length && line[i] !== '"') {
        if (line[i] === '\\' && i + 1 < line.length) i++;
        value += line[i];
        i++;
      }
      tokens.push(value);
      i++;
    } else if (c === '{') {
      // the list ends at the first `}` outside a quoted object name
      let stop = i + 1;
      for (let quoted = false; stop < line.length && (quoted || line[stop] !== '}'); stop++) {
        if (line[stop] === '\\') stop++;
        else if (line[stop] === '"') quoted = !quoted;
      }
      tokens.push(line.slice(i, stop + 1));
      i = stop + 1;
    } else {
      let value = '';
      while (i < line.length && line[i] !== ' ' && line[i] !== '\t') value += line[i++];
      tokens.push(value);
    }
  }
  return tokens;
}

function objectList(token: string | undefined): string[] {
  if (!token?.startsWith('{')) return [];
  return tokenize(token.slice(1, -1));
}

export class SieParseError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'SieParseError';
  }
}

/** Reads the records a SIE 4 import needs: header, years, chart of accounts and vouchers. */
export function parseSie(text: string): SieFile {
  const file: SieFile = { years: [], accounts: new Map(), vouchers: [] };
  let voucher: SieVoucher | null = null;
  let inBlock = false;
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const at = index + 1;
    if (!line) continue;
    if (line === '{') {
      if (!voucher) throw new SieParseError(at, '"{" without #VER');
      inBlock = true;
      continue;
    }
    if (line === '}') {
      if (!voucher || !inBlock) throw new SieParseError(at, '"}" without "{"');
      file.vouchers.push(voucher);
      voucher = null;
      inBlock = false;
      continue;
    }
    const [label, ...fields] = tokenize(line);
    switch (label) {
      case '#FLAGGA':
        file.flagga = fields[0];
        break;
      case '#FORMAT':
        file.format = fields[0];
        break;
      case '#SIETYP':
        file.sietyp = fields[0];
        break;
      case '#PROGRAM':
        file.program = fields[0];
        break;
      case '#FNAMN':
        file.companyName = fields[0];
        break;
      case '#ORGNR':
        file.orgNumber = fields[0];
        break;
      case '#RAR':
        file.years.push({ index: Number(fields[0]), from: fields[1] ?? '', to: fields[2] ?? '' });
        break;
      case '#KONTO':
        if (fields[0]) file.accounts.set(fields[0], fields[1] ?? '');
        break;
      case '#VER':
        if (voucher) throw new SieParseError(at, '#VER inside another #VER');
        voucher = {
          series: fields[0] ?? '',
          number: fields[1] ?? '',
          date: fields[2] ?? '',
          text: fields[3] ?? '',
          transactions: [],
        };
        break;
      case '#TRANS': {
        if (!voucher || !inBlock) throw new SieParseError(at, '#TRANS outside a #VER block');
        const [account, objects, amount, date, transText] = fields;
        if (!account || amount === undefined) throw new SieParseError(at, 'incomplete #TRANS');
        voucher.transactions.push({
          account,
          objects: objectList(objects),
          amount: parseMinor(amount, 'SEK'),
          ...(date ? { date } : {}),
          ...(transText ? { text: transText } : {}),
        });
        break;
      }
      default:
        // #RTRANS/#BTRANS (supplements and removals) and balances are not part of an import here
        break;
    }
  }
  if (voucher) throw new SieParseError(lines.length, 'the last #VER is not closed');
  return file;
}
