import { ConnectorError } from '../../errors';
import type { ArticleUpsert, LedgerArticle, LedgerArticleInput } from '../../model/article';
import { formatMinor, parseMinor } from '../../money';
import type { ChangeWindow } from '../../sdk/connector';
import { repeatOnTransient } from '../../sdk/repeat';
import type { VismaApi } from '../client';
import { listAll, odataText, readAll } from '../client';
import type { InvoiceLine } from '../mapping/invoice';
import { articleNumber, codingFor, ratePercent } from '../mapping/invoice';
import type { ReferenceData } from './reference-data';

interface ArticleItem {
  Id: string;
  Number: string;
}

/** The article booking sales on the line's account at its rate, created when Visma lacks it. */
export async function findOrCreateArticle(
  api: VismaApi,
  ref: ReferenceData,
  line: InvoiceLine,
): Promise<string> {
  const number = articleNumber(line);
  const found = await readAll<ArticleItem>(api, 'v2/articles', {
    $filter: `Number eq ${odataText(number)}`,
  });
  const match = found.find((a) => a.Number === number);
  if (match) return match.Id;
  const res = await api
    .request<ArticleItem>({
      method: 'POST',
      path: 'v2/articles',
      body: {
        Number: number,
        Name: `Konto ${line.account}, ${ratePercent(line.coding)} % moms`,
        CodingId: line.coding.Id,
        UnitId: await ref.unitId(),
        IsActive: true,
      },
    })
    .catch(async (error: unknown) => {
      // created by a concurrent attempt between our look and our create
      if (!(error instanceof ConnectorError && error.code === 'conflict')) throw error;
      const again = await readAll<ArticleItem>(api, 'v2/articles', {
        $filter: `Number eq ${odataText(number)}`,
      });
      const created = again.find((a) => a.Number === number);
      if (!created) throw error;
      return { body: created };
    });
  return res.body.Id;
}

/** A shop article as Visma keeps it (`ArticleApi`, the fields the engine reads and writes). */
interface VismaArticle {
  Id: string;
  Number: string;
  Name: string;
  NetPrice: number;
  GrossPrice: number;
  CodingId: string;
  UnitId: string;
  IsActive: boolean;
  StockBalance?: number | null;
  [field: string]: unknown;
}

const amount = (minor: number) => Number(formatMinor(minor, 'SEK'));
const minor = (value: number | null | undefined) => parseMinor((value ?? 0).toFixed(2), 'SEK');

async function findByNumber(api: VismaApi, number: string) {
  const found = await readAll<VismaArticle>(api, 'v2/articles', {
    $filter: `Number eq ${odataText(number)}`,
  });
  return found.find((a) => a.Number === number);
}

/** The coding that books sales on the article's account at its VAT rate. */
async function codingOf(ref: ReferenceData, input: LedgerArticleInput) {
  const coding = codingFor(await ref.codings(), input.salesAccount);
  if (!coding) {
    throw new ConnectorError(
      'validation',
      `No article account coding in Visma books sales on account ${input.salesAccount}`,
    );
  }
  if (ratePercent(coding) !== input.vatRate) {
    throw new ConnectorError(
      'validation',
      `Visma's coding for account ${input.salesAccount} has ${ratePercent(coding)} % VAT, the article ${input.vatRate} %`,
    );
  }
  return coding;
}

function differs(current: VismaArticle, next: VismaArticle) {
  return (
    current.Name !== next.Name ||
    current.CodingId !== next.CodingId ||
    current.UnitId !== next.UnitId ||
    !current.IsActive ||
    minor(current.NetPrice) !== minor(next.NetPrice) ||
    minor(current.GrossPrice) !== minor(next.GrossPrice)
  );
}

/**
 * The article under its number: looked for, created when missing (a transient failure repeats
 * the look-then-create; a 409 means an earlier attempt made it), else replaced (Visma's PUT
 * replaces the whole article) only when it differs. What the ledger owns is kept as it is.
 */
export function upsertArticle(
  api: VismaApi,
  ref: ReferenceData,
  input: LedgerArticleInput,
): Promise<ArticleUpsert> {
  return repeatOnTransient(async () => {
    const coding = await codingOf(ref, input);
    const fields = {
      Number: input.number,
      Name: input.name.slice(0, 50),
      CodingId: coding.Id,
      UnitId: await ref.unitId(),
      IsActive: true,
    };
    const prices = { NetPrice: amount(input.netPrice), GrossPrice: amount(input.price) };
    const current = await findByNumber(api, input.number);
    if (!current) {
      try {
        await api.request({
          method: 'POST',
          path: 'v2/articles',
          body: {
            ...fields,
            ...prices,
            ...(input.stock !== null ? { StockBalance: input.stock } : {}),
          },
          retry: 'rate_limited',
        });
        return { outcome: 'created', number: input.number };
      } catch (error) {
        if (!(error instanceof ConnectorError && error.code === 'conflict')) throw error;
        // made by an earlier attempt whose answer was lost: compare it like any other
      }
    }
    const existing = current ?? (await findByNumber(api, input.number));
    if (!existing) throw new ConnectorError('transient', `Article ${input.number} not found yet`);
    const owned = input.ledgerOwns.includes('price');
    const next = {
      ...existing,
      ...fields,
      ...(owned ? {} : prices),
    };
    if (!differs(existing, next)) return { outcome: 'unchanged', number: input.number };
    await api.request({ method: 'PUT', path: `v2/articles/${existing.Id}`, body: next });
    return { outcome: 'updated', number: input.number };
  });
}

async function toLedgerArticle(ref: ReferenceData, a: VismaArticle): Promise<LedgerArticle> {
  const coding = (await ref.codings()).find((c) => c.Id === a.CodingId);
  return {
    number: a.Number,
    name: a.Name,
    netPrice: minor(a.NetPrice),
    vatRate: coding ? ratePercent(coding) : 0,
    unit: 'st',
    stock: a.StockBalance === undefined || a.StockBalance === null ? null : a.StockBalance,
  };
}

export async function readArticle(
  api: VismaApi,
  ref: ReferenceData,
  number: string,
): Promise<LedgerArticle | null> {
  const found = await findByNumber(api, number);
  return found ? toLedgerArticle(ref, found) : null;
}

/** Articles changed after the window's start (an OData date-time, as eAccounting takes it). */
export async function* articlesChanged(
  api: VismaApi,
  ref: ReferenceData,
  window: ChangeWindow,
): AsyncGenerator<LedgerArticle> {
  const since = new Date(window.since).toISOString().replace(/\.\d{3}Z$/, 'Z');
  for await (const article of listAll<VismaArticle>(api, 'v2/articles', {
    $filter: `ChangedUtc gt ${since}`,
  }))
    yield await toLedgerArticle(ref, article);
}
