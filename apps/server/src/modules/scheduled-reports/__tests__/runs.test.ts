import { translate } from '@portal/contracts/i18n/resources';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { buildStatement } from '../../financial-reports/statements.service';
import { formatAmount } from '../report-document';
import { runDueSchedules, runSchedule } from '../run-schedule';
import type * as RenderPdf from '../render-pdf';
import { ore } from '../statement-table';
import { pdfText } from './report-fixtures';
import { runHelpers } from './run-helpers';
import { monthlyBalanceSheet, scheduleWorld } from './schedule-world';

// A report named "Trasig" cannot be drawn: what a failing renderer does to a run.
vi.mock('../render-pdf', async (importOriginal) => {
  const real = await importOriginal<typeof RenderPdf>();
  return {
    renderPdf: vi.fn(async (doc: Parameters<typeof real.renderPdf>[0]) => {
      if (doc.title === 'Trasig') throw new Error('the font file is missing');
      return real.renderPdf(doc);
    }),
  };
});

const PREFIX = 'runs';
let t: TestApp;
let w: Awaited<ReturnType<typeof scheduleWorld>>;
let h: ReturnType<typeof runHelpers>;

beforeAll(async () => {
  // the clock moves months ahead: sessions outlive it
  t = await createTestApp({ tokenTtlHours: 24 * 1000 });
  t.clock.set(new Date('2021-11-15T10:00:00Z'));
  w = await scheduleWorld(t, PREFIX);
  h = runHelpers(t, w);
});
afterAll(() => t.close());

describe('the due run of a schedule', () => {
  it('sends one e-mail to the recipients with copies and the report as a PDF', async () => {
    const s = await h.schedule(monthlyBalanceSheet);
    h.justAfter(s);
    expect(await runDueSchedules(t.ctx)).toBe(1);

    const [mail, ...more] = await h.mailsAbout('Månadsrapport');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: 'vd@kund.se, ekonomi@kund.se',
      cc: 'revisor@byran.se',
      bcc: 'arkiv@byran.se',
      locale: 'sv',
      subject: 'Månadsrapport: runs Handel AB, 2021-11-01 – 2021-11-30',
    });
    expect(mail!.text).toContain('Månadsrapport_2021-11-01_2021-11-30.pdf');
    expect(t.queue.sent).toContainEqual({ name: 'email.deliver', data: { outboxId: mail!.id } });

    const [file] = await h.filesOf(mail!.id);
    expect(file).toMatchObject({
      fileName: 'Månadsrapport_2021-11-01_2021-11-30.pdf',
      contentType: 'application/pdf',
    });
    expect(file!.content.subarray(0, 4).toString()).toBe('%PDF');
    // the figures are the balance sheet's for November, beside November a year earlier
    const t_ = (key: string, params?: Record<string, string | number>) =>
      translate('sv', key, params);
    const statement = await buildStatement(
      t.ctx.db,
      w.handel.id,
      { kind: 'balance_sheet', from: '2021-11-01', to: '2021-11-30', compare: true },
      t_,
    );
    const text = pdfText(file!.content);
    const sums = statement.rows.filter((r) => r.type === 'sum' && r.amount !== null);
    expect(sums.length).toBeGreaterThan(0);
    for (const row of sums) {
      expect(text).toContain(row.text!);
      expect(text).toContain(formatAmount(ore(row.amount)!, 'sv'));
    }

    const [run] = await h.runsOf(s.id);
    expect(run).toMatchObject({
      status: 'sent',
      outboxId: mail!.id,
      errorKey: null,
      dueAt: new Date(s.next_run_at),
    });
    expect(await h.reread(s.id)).toMatchObject({
      last_status: 'sent',
      next_run_at: '2022-01-01T06:00:00.000Z',
    });
  });

  it('sends a due time once, however often and however many workers run it', async () => {
    const s = await h.schedule({ ...monthlyBalanceSheet, name: 'Dagsrapport', frequency: 'daily' });
    h.justAfter(s);
    const dueAt = new Date(s.next_run_at);
    const made = await Promise.all([
      runDueSchedules(t.ctx),
      runDueSchedules(t.ctx),
      runSchedule(t.ctx, s.id, dueAt, 'due'),
    ]);
    // one of the three made it
    expect(made[0] + made[1] + (made[2] === null ? 0 : 1)).toBe(1);
    // a retry of the job, later
    expect(await runSchedule(t.ctx, s.id, dueAt, 'due')).toBeNull();
    expect(await runDueSchedules(t.ctx)).toBe(0);
    expect(await h.mailsAbout('Dagsrapport')).toHaveLength(1);
    expect(await h.runsOf(s.id)).toHaveLength(1);
  });
});

describe('a run that cannot make its report', () => {
  it('fails for a company whose ledger was never read, and sends nothing', async () => {
    t.clock.set(new Date('2021-11-15T10:00:00Z'));
    const s = await h.schedule({ ...monthlyBalanceSheet, name: 'Bygg' }, w.bygg.id);
    h.justAfter(s);
    await runDueSchedules(t.ctx);
    expect(await h.mailsAbout('Bygg')).toEqual([]);
    const [run] = await h.runsOf(s.id);
    expect(run).toMatchObject({ status: 'failed', errorKey: 'schedules.errors.no_ledger' });
    expect(await h.reread(s.id)).toMatchObject({
      last_status: 'failed',
      last_error: 'schedules.errors.no_ledger',
      next_run_at: '2022-01-01T06:00:00.000Z',
    });
    const runs = await call(t.app, {
      url: `/api/report-schedules/${s.id}/runs/`,
      key: w.keys.master,
    });
    expect(runs.json().results).toMatchObject([
      { status: 'failed', error: 'schedules.errors.no_ledger', file_name: null },
    ]);
  });

  it('fails when the period lies beyond the ledger as read', async () => {
    t.clock.set(new Date('2022-02-10T10:00:00Z'));
    const s = await h.schedule({ ...monthlyBalanceSheet, name: 'Januari' });
    const sent = await h.sendNow(s.id);
    expect(sent.json()).toMatchObject({
      status: 'failed',
      error: 'schedules.errors.period_outside_ledger',
    });
    expect(await h.mailsAbout('Januari')).toEqual([]);
  });

  it('records a report that cannot be drawn as failed, and sends nothing', async () => {
    t.clock.set(new Date('2021-11-15T10:00:00Z'));
    const s = await h.schedule({ ...monthlyBalanceSheet, name: 'Trasig', frequency: 'daily' });
    h.justAfter(s);
    await runDueSchedules(t.ctx);
    expect(await h.mailsAbout('Trasig')).toEqual([]);
    const [run] = await h.runsOf(s.id);
    expect(run).toMatchObject({ status: 'failed', errorKey: 'schedules.errors.render_failed' });
    const after = await h.reread(s.id);
    expect(after.last_status).toBe('failed');
    expect(Date.parse(after.next_run_at)).toBeGreaterThan(Date.parse(s.next_run_at));
  });
});
