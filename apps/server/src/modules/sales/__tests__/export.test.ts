import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SourceItem } from '@portal/connectors/sdk/connector';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { claimEntry, updateEntry } from '../../sync/sync.repository';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { companiesOfUser } from '../../users/users.repository';
import { runExport } from '../export.service';
import { recordElement } from '../record.repository';

let t: TestApp;
let dataDir: string;
let owner: string;
let other: string;

const item = (n: number): SourceItem => ({
  kind: 'order',
  id: String(n),
  updatedAt: `2026-11-0${1 + (n % 9)}T08:00:00Z`,
  raw: {},
  sale: {
    kind: 'order',
    source: 'woocommerce',
    sourceId: String(n),
    reference: `W-${n}`,
    date: `2026-11-0${1 + (n % 9)}`,
    currency: 'SEK',
    customer: { name: `Kund ${n}` },
    lines: [],
    discounts: [],
    giftCardsRedeemed: 0,
    total: n * 1000 + 50,
    warnings: [],
  },
});

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'exports-'));
  t = await createTestApp({ dataDir });
  const a = await createUser(t.ctx.db, { email: 'a@export.se', companies: ['556400-0001'] });
  await createUser(t.ctx.db, { email: 'b@export.se', companies: ['556400-0002'] });
  owner = await signIn(t.app, 'a@export.se');
  other = await signIn(t.app, 'b@export.se');
  const companyId = (await companiesOfUser(t.ctx.db, a.id))[0]!.id;
  const sub = await insertSubscription(t.ctx.db, {
    companyId,
    application: 'woocommerce',
    accounting: 'fortnox',
    status: 'Active',
    startDate: '2026-11-01',
  });
  for (let n = 1; n <= 120; n++) {
    const { entry } = await claimEntry(t.ctx.db, {
      subscriptionId: sub.id,
      companyId,
      source: 'woocommerce',
      sourceId: String(n),
      kind: 'order',
      eventType: 'order.sync',
      elementType: 'e6',
      referenceNumber: `W-${n}`,
      status: 'Pending',
      reason: '',
    });
    await recordElement(t.ctx.db, entry, item(n), null);
    await updateEntry(t.ctx.db, entry.id, {
      status: n === 7 ? 'Failed' : 'Success',
      reason: n === 7 ? 'x' : '',
      reasonKey: n === 7 ? 'exports.values.refund' : null,
    });
  }
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const post = (payload: object, key = owner, lang = 'en') =>
  call(t.app, { method: 'POST', url: '/api/sales/exports/', key, lang, payload });

describe('export on the server', () => {
  it('writes the view as it was filtered and sorted, headers in the caller language', async () => {
    const started = await post({ tab: 'orders', query: { ordering: 'total' } }, owner, 'sv');
    expect(started.statusCode).toBe(202);
    const job = started.json();
    expect(job).toMatchObject({ status: 'queued', total_rows: 120, file_name: 'data.xlsx' });
    expect(t.queue.sent.at(-1)).toMatchObject({ name: 'sales.export', data: { exportId: job.id } });

    await runExport(t.ctx, job.id);
    const done = (
      await call(t.app, { method: 'GET', url: `/api/sales/exports/${job.id}/`, key: owner })
    ).json();
    expect(done).toMatchObject({ status: 'done', rows: 120 });
    const file = await call(t.app, { method: 'GET', url: done.download, key: owner });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('data.xlsx');

    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Sheet1')!;
    expect(sheet.rowCount).toBe(121);
    expect(sheet.getRow(1).getCell(1).value).toBe('Ordernummer');
    expect(sheet.getRow(2).getCell(1).value).toBe('W-1');
    expect(sheet.getRow(2).getCell(6).value).toBe(10.5);
    expect(sheet.getRow(121).getCell(1).value).toBe('W-120');
    // the failed order's reason, from its message key, in Swedish
    expect(sheet.getRow(8).getCell(16).value).toBe('Återbetalning');

    const theirs = await call(t.app, { method: 'GET', url: done.download, key: other });
    expect(theirs.statusCode).toBe(404);
  });

  it('downloads nothing for an empty view and refuses filters the list does not know', async () => {
    const empty = await post({ tab: 'orders', query: { search: 'no such order' } });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().detail).toBe('The list is empty, so there is nothing to export.');
    const unknown = await post({ tab: 'orders', query: { colour: 'red' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.colour[0]).toBe('The list has no filter called colour');
  });
});
