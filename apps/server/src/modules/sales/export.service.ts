import { createReadStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { AppLocale } from '@portal/contracts/i18n/resources';
import { translate } from '@portal/contracts/i18n/resources';
import {
  EXPORT_FIELDS,
  EXPORT_MAX_COLUMNS,
  EXPORT_MAX_ROWS,
  exportHeaders,
  exportRow,
  SalesArticleQuery,
  SalesCustomerQuery,
  SalesOrderQuery,
  SalesPaymentQuery,
  SalesVoucherQuery,
} from '@portal/contracts/schemas/sales';
import type { ExportJob, ExportRequest, SalesTab } from '@portal/contracts/schemas/sales';
import ExcelJS from 'exceljs';
import { and, eq, lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { exportJobs } from '../../db/schema/sales';
import type { ExportJobRow } from '../../db/schema/sales';
import { HttpError, notFound, refusal } from '../../http/http-error';
import { fieldMessages } from '../../http/validation';
import type { ReportedIssue } from '../../http/validation';
import type { Scope } from '../tenancy/scope';
import { inCompanies } from '../tenancy/scope';
import {
  listArticles,
  listFilterOf,
  listCustomers,
  listOrders,
  listPayments,
  listVouchers,
} from './sales-panel.service';

const QUERIES = {
  orders: SalesOrderQuery,
  articles: SalesArticleQuery,
  customers: SalesCustomerQuery,
  vouchers: SalesVoucherQuery,
  payments: SalesPaymentQuery,
} as const;

/** One page of a tab's list, as its screen asked for it. */
type Lister = (
  ctx: AppContext,
  filter: never,
) => Promise<{ count: number; results: Record<string, unknown>[] }>;
const LISTS: Record<SalesTab, Lister> = {
  orders: listOrders as Lister,
  articles: listArticles as Lister,
  customers: listCustomers as Lister,
  vouchers: listVouchers as Lister,
  payments: listPayments as Lister,
};

/** Rows fetched per page while the file is written. */
const PAGE = 2_000;
/** Files are kept this long after they are written. */
const KEEP_HOURS = 24;

/** The view's query, checked as its list checks it (an unknown filter is a 400 here too). */
function filterOf(scope: Scope, tab: SalesTab, query: Record<string, string>) {
  const parsed = QUERIES[tab].safeParse({ ...query, limit: '1', offset: '0' });
  if (!parsed.success) {
    const issues: ReportedIssue[] = parsed.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      message: issue.message,
      params: issue as unknown as Record<string, unknown>,
    }));
    throw new HttpError(400, 'validation_error', { errors: fieldMessages(issues) });
  }
  return listFilterOf(scope, parsed.data);
}

const exportsDir = (ctx: AppContext) => path.join(ctx.config.dataDir, 'exports');

export function toExportDto(job: ExportJobRow): ExportJob {
  return {
    id: job.id,
    tab: job.view as SalesTab,
    status: job.status as ExportJob['status'],
    rows: job.rows,
    total_rows: job.totalRows,
    file_name: job.fileName,
    download: job.status === 'done' ? `/api/sales/exports/${job.id}/file/` : null,
    error: job.error,
    created_at: job.createdAt.toISOString(),
  };
}

/**
 * An export too large for the browser: checked like the list, refused when the view is empty
 * (nothing is ever downloaded for an empty view), then written by the `sales.export` job.
 */
export async function startExport(
  ctx: AppContext,
  scope: Scope,
  request: ExportRequest,
  userId: number,
  locale: AppLocale,
): Promise<ExportJob> {
  const filter = filterOf(scope, request.tab, request.query);
  const { count } = await LISTS[request.tab](ctx, { ...filter, limit: 1, offset: 0 } as never);
  if (count === 0) throw refusal(409, 'export_empty');
  const [job] = await ctx.db
    .insert(exportJobs)
    .values({
      companyId: filter.companyId,
      userId,
      view: request.tab,
      query: { ...request.query, locale },
      fileName: `${request.file_name || 'data'}.xlsx`,
      totalRows: Math.min(count, EXPORT_MAX_ROWS),
      createdAt: ctx.clock.now(),
    })
    .returning();
  await ctx.queue.send('sales.export', { exportId: job!.id });
  return toExportDto(job!);
}

async function scopedJob(ctx: AppContext, scope: Scope, id: number) {
  const [job] = await ctx.db
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), inCompanies(scope, exportJobs.companyId)));
  if (!job) throw notFound();
  return job;
}

export async function getExport(ctx: AppContext, scope: Scope, id: number) {
  return toExportDto(await scopedJob(ctx, scope, id));
}

/** The written file, for the one who may see the company's exports. */
export async function exportFile(ctx: AppContext, scope: Scope, id: number) {
  const job = await scopedJob(ctx, scope, id);
  if (job.status !== 'done' || !job.path) throw notFound();
  return {
    fileName: job.fileName,
    stream: createReadStream(path.join(ctx.config.dataDir, job.path)),
  };
}

/**
 * Writes the file page by page with a streaming writer, so memory stays flat however many rows
 * (up to SPEC §9's 1,000,000 rows and 1,000 columns); progress is saved after every page.
 */
export async function runExport(ctx: AppContext, exportId: number): Promise<void> {
  const [job] = await ctx.db.select().from(exportJobs).where(eq(exportJobs.id, exportId));
  if (!job || job.status === 'done') return;
  const tab = job.view as SalesTab;
  const { locale = 'sv', ...query } = job.query;
  const lang = (locale === 'en' ? 'en' : 'sv') as AppLocale;
  const tr = (key: string, params?: Record<string, string | number>) =>
    translate(lang, key, params);
  const scope: Scope = {
    userId: job.userId ?? 0,
    actorId: job.userId ?? 0,
    role: null,
    all: false,
    companyIds: [job.companyId],
    firmIds: [],
    activeCompanyId: job.companyId,
    activeFirmId: null,
    ownerOf: null,
  };
  const dir = exportsDir(ctx);
  await mkdir(dir, { recursive: true });
  const relative = path.join('exports', `${job.id}.xlsx`);
  const partial = path.join(dir, `${job.id}.xlsx.part`);
  await ctx.db
    .update(exportJobs)
    .set({ status: 'running', rows: 0 })
    .where(eq(exportJobs.id, job.id));
  try {
    const filter = filterOf(scope, tab, query);
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: partial, useStyles: false });
    const sheet = book.addWorksheet('Sheet1');
    const width = Math.min(EXPORT_FIELDS[tab].length, EXPORT_MAX_COLUMNS);
    sheet.addRow(exportHeaders(tab, tr).slice(0, width)).commit();
    // the list's count may be an estimate (ADR 025): read until a page comes back short
    let written = 0;
    while (written < EXPORT_MAX_ROWS) {
      const limit = Math.min(PAGE, EXPORT_MAX_ROWS - written);
      const { results } = await LISTS[tab](ctx, { ...filter, limit, offset: written } as never);
      for (const row of results) sheet.addRow(exportRow(tab, row, tr).slice(0, width)).commit();
      written += results.length;
      await ctx.db
        .update(exportJobs)
        .set({ rows: written, totalRows: Math.max(job.totalRows, written) })
        .where(eq(exportJobs.id, job.id));
      if (results.length < limit) break;
    }
    sheet.commit();
    await book.commit();
    await rename(partial, path.join(ctx.config.dataDir, relative));
    await ctx.db
      .update(exportJobs)
      .set({
        status: 'done',
        rows: written,
        totalRows: written,
        path: relative,
        finishedAt: ctx.clock.now(),
      })
      .where(eq(exportJobs.id, job.id));
  } catch (error) {
    await rm(partial, { force: true });
    ctx.log.error({ err: error, exportId }, 'export failed');
    await ctx.db
      .update(exportJobs)
      .set({ status: 'failed', error: tr('exports.failed'), finishedAt: ctx.clock.now() })
      .where(eq(exportJobs.id, job.id));
  }
}

/** Removes files (and their jobs) older than a day. */
export async function sweepExports(ctx: AppContext): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - KEEP_HOURS * 3_600_000);
  const old = await ctx.db
    .delete(exportJobs)
    .where(lt(exportJobs.createdAt, before))
    .returning({ path: exportJobs.path });
  for (const { path: file } of old) {
    if (file) await rm(path.join(ctx.config.dataDir, file), { force: true });
  }
  return old.length;
}
