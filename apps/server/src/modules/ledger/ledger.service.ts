import { formatMinor } from '@portal/connectors/money';
import type { AppLocale } from '@portal/contracts/i18n/resources';
import type {
  LedgerSource,
  LedgerVoucher,
  LedgerVoucherDetail,
} from '@portal/contracts/schemas/ledger';
import type { AppContext } from '../../context';
import type { LedgerSourceRow, LedgerVoucherRow } from '../../db/schema/ledger';
import { notFound, withDetail } from '../../http/http-error';
import { t } from '../../plugins/locale';
import type { Scope } from '../tenancy/scope';
import {
  dimensionNames,
  listVouchers,
  sourceOf,
  voucherOf,
  type VoucherFilter,
} from './ledger.repository';
import { accountingConnectionOf } from './ledger-readers';
import { STALE_SECONDS } from './ledger-refresh.job';
import { ledgerCompanyOf } from './ledger-scope';
import { cursorOf, queueSource } from './ledger-source.repository';

const kr = (ore: number) => formatMinor(ore, 'SEK');

function translated(locale: AppLocale, key: string, params: Record<string, string | number>) {
  return { key, params, message: t(locale, key, params) };
}

/** A refresh or upload that is on its way: queued, or running and still reporting. */
export function isBusy(row: LedgerSourceRow | undefined, now: Date): boolean {
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return false;
  return now.getTime() - row.updatedAt.getTime() < STALE_SECONDS * 1000;
}

export async function sourceState(
  ctx: AppContext,
  companyId: number,
  locale: AppLocale,
): Promise<LedgerSource> {
  const row = await sourceOf(ctx.db, companyId);
  const connection = await accountingConnectionOf(ctx.db, companyId);
  const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
  const running = row?.status === 'running' || row?.status === 'queued';
  return {
    company: companyId,
    kind: (row?.kind as LedgerSource['kind']) ?? null,
    accounting_system: connection?.kind ?? null,
    status: (row?.status as LedgerSource['status']) ?? 'idle',
    progress: row?.progress ?? 0,
    phase:
      row?.phase && running ? translated(locale, row.phase, cursorOf(row).phaseParams ?? {}) : null,
    error: row?.errorKey ? translated(locale, row.errorKey, row.errorParams ?? {}) : null,
    // the file on its way, else the one the ledger came from
    file_name: cursorOf(row).upload?.name ?? (row?.kind === 'sie' ? (row.fileName ?? null) : null),
    voucher_count: row?.voucherCount ?? 0,
    transaction_count: row?.transactionCount ?? 0,
    started_at: iso(row?.startedAt),
    finished_at: iso(row?.finishedAt),
    refreshed_at: iso(row?.refreshedAt),
  };
}

/**
 * Asks for a refresh from the company's accounting system. A ledger uploaded as SIE is replaced
 * only when the person confirmed it; one already on its way is not asked for twice.
 */
export async function requestRefresh(
  ctx: AppContext,
  scope: Scope,
  companyId: number,
  input: { replaceSie: boolean },
) {
  await ledgerCompanyOf(ctx.db, scope, companyId);
  const connection = await accountingConnectionOf(ctx.db, companyId);
  if (!connection) throw withDetail(400, 'validation_error', 'ledger.errors.no_connection');
  const current = await sourceOf(ctx.db, companyId);
  const now = ctx.clock.now();
  const send = () =>
    // at most one waits per company (the queue's `short` policy)
    ctx.queue.send('ledger.refresh', { companyId }, { singletonKey: String(companyId) });
  if (isBusy(current, now)) {
    // a queued one is sent again, in case its job was lost; the queue keeps one
    if (current!.status === 'queued') await send();
    return;
  }
  if (current?.kind === 'sie' && !input.replaceSie) {
    throw withDetail(409, 'conflict', 'ledger.errors.replaces_sie', {
      file: current.fileName ?? 'SIE',
    });
  }
  const { since, clear } = cursorOf(current);
  const other = current !== undefined && current.kind !== connection.kind;
  await queueSource(ctx.db, companyId, {
    kind: connection.kind,
    requestedBy: scope.actorId,
    cursor: other || clear ? { clear: true } : since ? { since } : {},
    now,
  });
  await send();
}

export async function vouchersOf(ctx: AppContext, companyId: number, filter: VoucherFilter) {
  const { count, rows } = await listVouchers(ctx.db, companyId, filter);
  return { count, results: rows.map(voucherDto) };
}

function voucherDto(v: {
  id: number;
  yearStart: string;
  series: string;
  number: string;
  date: string;
  text: string;
  amount: number;
  origin: string;
  rowCount?: number;
}): LedgerVoucher {
  return {
    id: v.id,
    year_start: v.yearStart,
    series: v.series,
    number: v.number,
    date: v.date,
    text: v.text,
    amount: kr(v.amount),
    origin: v.origin as LedgerVoucher['origin'],
    row_count: v.rowCount ?? 0,
  };
}

/** A voucher with its rows, each with its account's and dimension objects' names. */
export async function voucherDetail(
  ctx: AppContext,
  companyId: number,
  id: number,
): Promise<LedgerVoucherDetail> {
  const found = await voucherOf(ctx.db, companyId, id);
  if (!found) throw notFound();
  const names = await dimensionNames(ctx.db, companyId);
  const { voucher, rows } = found as { voucher: LedgerVoucherRow; rows: typeof found.rows };
  return {
    ...voucherDto({ ...voucher, rowCount: rows.length }),
    reverses: voucher.reverses ?? null,
    rows: rows.map((r) => ({
      id: r.id,
      account: r.account,
      account_name: r.accountName ?? null,
      debit: kr(Math.max(r.amount, 0)),
      credit: kr(Math.max(-r.amount, 0)),
      objects: r.objects.map((o) => {
        const [dimension, ...rest] = o.split(':');
        const object = rest.join(':');
        return {
          dimension: Number(dimension),
          dimension_name: names.get(`${dimension}:`) ?? null,
          object,
          name: names.get(o) ?? null,
        };
      }),
      text: r.text,
    })),
  };
}
