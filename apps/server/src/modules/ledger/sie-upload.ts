import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readSieLedgerBytes } from '@portal/connectors/sie/ledger';
import { SieParseError } from '@portal/connectors/sie/parse';
import type { AppLocale } from '@portal/contracts/i18n/resources';
import { SIE_MAX_BYTES } from '@portal/contracts/schemas/ledger';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { HttpError, withDetail } from '../../http/http-error';
import { plainText } from '@portal/connectors/text';
import type { Scope } from '../tenancy/scope';
import { sourceOf } from './ledger.repository';
import { sieFailure } from './ledger-errors';
import { runLedgerRefresh } from './ledger-refresh.job';
import { ledgerCompanyOf } from './ledger-scope';
import { isBusy } from './ledger.service';
import { queueSource } from './ledger-source.repository';

/**
 * A file of up to this many transactions is written while the upload waits (a few seconds at
 * most); a larger one by the refresh job, with progress, so no request runs for minutes.
 */
export const SIE_INLINE_TRANSACTIONS = 50_000;

/** Where validated files wait for the job, under the data directory every process shares. */
const UPLOADS = 'ledger-uploads';

/** The `file` part of a multipart body, whole, up to SIE_MAX_BYTES. */
export async function readSieUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; name: string }> {
  const missing = () => withDetail(400, 'validation_error', 'ledger.errors.sie_missing');
  if (!request.isMultipart()) throw missing();
  let file: { bytes: Buffer; name: string } | undefined;
  let tooLarge = false;
  try {
    for await (const part of request.parts({ limits: { fileSize: SIE_MAX_BYTES, files: 1 } })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'file') continue;
      if (part.file.truncated) tooLarge = true;
      else file = { bytes, name: plainText(part.filename || 'SIE').slice(0, 200) };
    }
  } catch (error) {
    // a body that is not the multipart it says it is (no boundary, cut off, malformed)
    if (error instanceof HttpError) throw error;
    throw withDetail(400, 'validation_error', 'ledger.errors.sie_unreadable_upload');
  }
  if (tooLarge) {
    throw withDetail(413, 'file_too_large', 'ledger.errors.sie_too_large', {
      megabytes: SIE_MAX_BYTES / 1024 / 1024,
    });
  }
  if (!file || file.bytes.length === 0) throw missing();
  return file;
}

/**
 * A SIE 4 file as the company's ledger: read and checked whole before anything is stored (a
 * refusal names the line), then written — now when small, else by the job. The file waits in
 * the data directory rather than in memory, so the worker that takes the job may be another
 * process; the job reads it again (seconds, against minutes of writing) and removes it.
 */
export async function uploadSie(
  ctx: AppContext,
  scope: Scope,
  companyId: number,
  file: { bytes: Buffer; name: string },
  locale: AppLocale,
): Promise<'done' | 'failed' | 'queued'> {
  await ledgerCompanyOf(ctx.db, scope, companyId);
  const current = await sourceOf(ctx.db, companyId);
  if (isBusy(current, ctx.clock.now())) throw withDetail(409, 'conflict', 'ledger.errors.busy');
  let transactions = 0;
  try {
    for (const year of readSieLedgerBytes(file.bytes)) {
      for (const voucher of year.vouchers ?? []) transactions += voucher.rows.length;
    }
  } catch (error) {
    if (!(error instanceof SieParseError)) throw error;
    const { key, params } = sieFailure(error, locale);
    throw withDetail(400, 'validation_error', key, params);
  }
  const stored = path.join(UPLOADS, `${companyId}-${randomBytes(8).toString('hex')}.se`);
  await mkdir(path.join(ctx.config.dataDir, UPLOADS), { recursive: true });
  await writeFile(path.join(ctx.config.dataDir, stored), file.bytes);
  try {
    await queueSource(ctx.db, companyId, {
      kind: 'sie',
      requestedBy: scope.actorId,
      // another source's ledger goes; an earlier file's years stay unless this one has them
      cursor: {
        upload: { path: stored, name: file.name },
        clear: current !== undefined && current.kind !== 'sie',
      },
      now: ctx.clock.now(),
    });
  } catch (error) {
    await rm(path.join(ctx.config.dataDir, stored), { force: true });
    throw error;
  }
  if (transactions <= SIE_INLINE_TRANSACTIONS) {
    const outcome = await runLedgerRefresh(ctx, companyId);
    return outcome === 'busy' ? 'queued' : (outcome as 'done' | 'failed');
  }
  await ctx.queue.send('ledger.refresh', { companyId }, { singletonKey: String(companyId) });
  return 'queued';
}
