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

/** `#IB`/`#UB`/`#RES`: a year index (0 = current, -1 = previous), account and amount in öre. */
export interface SieBalance {
  year: number;
  account: string;
  amount: number;
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
  opening: SieBalance[];
  closing: SieBalance[];
  results: SieBalance[];
  /** `#DIM`/`#UNDERDIM` number → name */
  dimensions: Map<number, string>;
  /** `#OBJEKT`: dimension, object id, name */
  objects: { dimension: number; object: string; name: string }[];
  /** line numbers of the first `#SIETYP`, `#FORMAT` and of each voucher's `#VER` */
  lines: { sietyp?: number; format?: number; vouchers: number[] };
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

/** Why a file is refused: a code (an i18n key under `sie.errors`) and the line it concerns. */
export type SieErrorCode =
  | 'brace_without_ver'
  | 'brace_without_open'
  | 'nested_ver'
  | 'trans_outside_ver'
  | 'incomplete_trans'
  | 'unclosed_ver'
  | 'bad_amount'
  | 'not_sie4'
  | 'charset'
  | 'unbalanced'
  | 'no_year'
  | 'outside_years'
  | 'bad_date'
  | 'not_sie';

export class SieParseError extends Error {
  constructor(
    readonly line: number,
    message: string,
    readonly code: SieErrorCode = 'not_sie',
  ) {
    super(`line ${line}: ${message}`);
    this.name = 'SieParseError';
  }
}

function amountAt(line: number, value: string | undefined): number {
  if (value === undefined || !/^-?\d+(\.\d+)?$/.test(value)) {
    throw new SieParseError(line, `not an amount: ${value ?? ''}`, 'bad_amount');
  }
  return parseMinor(value, 'SEK');
}

function balance(line: number, fields: string[]): SieBalance {
  const [year, account, amount] = fields;
  if (year === undefined || !account)
    throw new SieParseError(line, 'incomplete balance', 'bad_amount');
  return { year: Number(year), account, amount: amountAt(line, amount) };
}

/** Reads the records a SIE 4 import needs: header, years, chart of accounts and vouchers. */
export function parseSie(text: string): SieFile {
  const file: SieFile = {
    years: [],
    accounts: new Map(),
    vouchers: [],
    opening: [],
    closing: [],
    results: [],
    dimensions: new Map(),
    objects: [],
    lines: { vouchers: [] },
  };
  let voucher: SieVoucher | null = null;
  let inBlock = false;
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    const at = index + 1;
    if (!line) continue;
    if (line === '{') {
      if (!voucher) throw new SieParseError(at, '"{" without #VER', 'brace_without_ver');
      inBlock = true;
      continue;
    }
    if (line === '}') {
      if (!voucher || !inBlock)
        throw new SieParseError(at, '"}" without "{"', 'brace_without_open');
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
        file.lines.format ??= at;
        break;
      case '#SIETYP':
        file.sietyp = fields[0];
        file.lines.sietyp ??= at;
        break;
      case '#IB':
        file.opening.push(balance(at, fields));
        break;
      case '#UB':
        file.closing.push(balance(at, fields));
        break;
      case '#RES':
        file.results.push(balance(at, fields));
        break;
      case '#DIM':
      case '#UNDERDIM':
        if (fields[0]) file.dimensions.set(Number(fields[0]), fields[1] ?? '');
        break;
      case '#OBJEKT':
        if (fields[0] && fields[1] !== undefined) {
          file.objects.push({
            dimension: Number(fields[0]),
            object: fields[1],
            name: fields[2] ?? '',
          });
        }
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
        if (voucher) throw new SieParseError(at, '#VER inside another #VER', 'nested_ver');
        file.lines.vouchers.push(at);
        voucher = {
          series: fields[0] ?? '',
          number: fields[1] ?? '',
          date: fields[2] ?? '',
          text: fields[3] ?? '',
          transactions: [],
        };
        break;
      case '#TRANS': {
        if (!voucher || !inBlock) {
          throw new SieParseError(at, '#TRANS outside a #VER block', 'trans_outside_ver');
        }
        const [account, objects, amount, date, transText] = fields;
        if (!account || amount === undefined) {
          throw new SieParseError(at, 'incomplete #TRANS', 'incomplete_trans');
        }
        voucher.transactions.push({
          account,
          objects: objectList(objects),
          amount: amountAt(at, amount),
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
  if (voucher) throw new SieParseError(lines.length, 'the last #VER is not closed', 'unclosed_ver');
  return file;
}
