import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, numberSeries } from '../../../db/schema/billing';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { signIn } from '../../../test/fixtures';
import { generateInvoices } from '../generate-invoices';
import { takeInvoiceNumber } from '../invoices.repository';
import { pdfMoney } from '../invoice-pdf';
import {
  ownerWithCompany,
  paidHistoryImport,
  seedBillingCatalog,
  SHOPIFY,
  subscriptionOf,
} from './billing-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-20T12:00:00Z'));
  await seedBillingCatalog(t.ctx.db);
});
afterAll(() => t.close());

const numbers = async () =>
  (await t.ctx.db.select({ n: invoices.number }).from(invoices))
    .map((r) => r.n)
    .sort((a, b) => a - b);

/** The text a PDF shows: pdfkit writes each line as hex strings in a TJ array (uncompressed). */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map(([, parts]) =>
      [...parts!.matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

describe('invoice generation (ADR 017)', () => {
  let companyId: number;
  let ownerKey: string;
  let invoiceId: number;

  it('bills each subscription whose period starts in the month, with 25 % VAT, and a paid import as prepaid', async () => {
    const { company } = await ownerWithCompany(t.ctx.db, 'gen-owner');
    companyId = company.id;
    ownerKey = await signIn(t.app, 'gen-owner@billing.test');
    const monthly = await subscriptionOf(t.ctx.db, companyId);
    await subscriptionOf(t.ctx.db, companyId, {
      application: 'woocommerce',
      accounting: 'sie',
      interval: 'yearly',
    });
    // activated this month: its first part-month is free, billed from December
    await subscriptionOf(t.ctx.db, companyId, {
      application: 'stripe',
      activatedAt: new Date('2026-11-03T08:00:00Z'),
    });
    // cancelled subscriptions are not billed
    await subscriptionOf(t.ctx.db, companyId, { status: 'Cancelled' });
    const importNet = 2 * SHOPIFY.monthly;
    await paidHistoryImport(
      t.ctx.db,
      companyId,
      monthly.id,
      new Date('2026-10-15T10:00:00Z'),
      importNet,
    );

    const [invoice, ...more] = await generateInvoices(t.ctx, '2026-11-01');
    expect(more).toEqual([]);
    invoiceId = invoice!.id;
    const dueNet = SHOPIFY.monthly + SHOPIFY.yearly; // 299 + 2 388 kr
    const dueVat = dueNet / 4;
    expect(invoice).toMatchObject({
      companyId,
      number: 1001,
      invoiceDate: '2026-11-01',
      dueDate: '2026-12-01',
      periodStart: '2026-11-01',
      periodEnd: '2026-11-30',
      net: dueNet + importNet,
      vat: dueVat + importNet / 4,
      total: dueNet + dueVat + importNet * 1.25,
      amountDue: dueNet + dueVat,
      status: 'unpaid',
    });
    expect(invoice!.lines.map((l) => [l.description, l.amount, l.prepaid ?? false])).toEqual([
      ['Shopify – Fortnox', SHOPIFY.monthly, false],
      ['WooCommerce – SIE 4 file', SHOPIFY.yearly, false],
      ['Historikimport Shopify, 2 månader', importNet, true],
    ]);
  });

  it('creates nothing when run again for the month', async () => {
    expect(await generateInvoices(t.ctx, '2026-11-01')).toEqual([]);
    expect(await generateInvoices(t.ctx, '2026-11-17')).toEqual([]);
    expect(await numbers()).toEqual([1001]);
  });

  it('bills a yearly subscription once a year, a new one from the month after activation', async () => {
    const [december] = await generateInvoices(t.ctx, '2026-12-01', { companyIds: [companyId] });
    expect(december!.lines.map((l) => l.description)).toEqual([
      'Shopify – Fortnox',
      'Stripe – Fortnox',
    ]);
    expect(december!.number).toBe(1002);
  });

  it('serves the invoices newest first, and each one and its PDF only to its company', async () => {
    const list = await call(t.app, { url: '/api/billing/invoices/', key: ownerKey });
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((i: { number: number }) => i.number)).toEqual([1002, 1001]);
    const unpaid = await call(t.app, { url: '/api/billing/invoices/?status=paid', key: ownerKey });
    expect(unpaid.json().count).toBe(0);

    const one = await call(t.app, { url: `/api/billing/invoices/${invoiceId}/`, key: ownerKey });
    expect(one.json()).toMatchObject({ number: 1001, amount: '4106.25', amount_due: '3358.75' });
    expect(one.json().lines[2]).toMatchObject({ prepaid: true, amount: '598.00' });

    const pdf = await call(t.app, {
      url: `/api/billing/invoices/${invoiceId}/pdf/`,
      key: ownerKey,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="faktura-1001.pdf"');
    const body = pdf.rawPayload;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(body);
    expect(text).toContain('Faktura 1001');
    expect(text).toContain('Bokföringsportalen AB');
    expect(text).toContain('gen-owner AB');
    expect(text).toContain('Kungsgatan 5');
    expect(text).toContain(pdfMoney(410_625, 'sv')); // total incl. VAT
    expect(text).toContain(pdfMoney(335_875, 'sv')); // amount due
    expect(text).toContain('Moms 25 %');

    await ownerWithCompany(t.ctx.db, 'gen-stranger');
    const stranger = await signIn(t.app, 'gen-stranger@billing.test');
    for (const url of [
      `/api/billing/invoices/${invoiceId}/`,
      `/api/billing/invoices/${invoiceId}/pdf/`,
    ]) {
      const res = await call(t.app, { url, key: stranger });
      expect(res.statusCode, url).toBe(404);
    }
    expect((await call(t.app, { url: '/api/billing/invoices/', key: stranger })).json().count).toBe(
      0,
    );
  });

  it("writes the PDF in the owner's language", async () => {
    const { company } = await ownerWithCompany(t.ctx.db, 'gen-english', 'en');
    await subscriptionOf(t.ctx.db, company.id);
    const [invoice] = await generateInvoices(t.ctx, '2026-11-01', { companyIds: [company.id] });
    const key = await signIn(t.app, 'gen-english@billing.test');
    const pdf = await call(t.app, { url: `/api/billing/invoices/${invoice!.id}/pdf/`, key });
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="invoice-${invoice!.number}.pdf"`,
    );
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Invoice ${invoice!.number}`);
    expect(text).toContain(pdfMoney(37_375, 'en'));
  });
});

describe('invoice numbers', () => {
  it('gives a rolled-back number to the next invoice', async () => {
    const before = await numbers();
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await takeInvoiceNumber(tx);
        throw new Error('the insert failed');
      }),
    ).rejects.toThrow('the insert failed');
    const { company } = await ownerWithCompany(t.ctx.db, 'gen-after-rollback');
    await subscriptionOf(t.ctx.db, company.id);
    const [invoice] = await generateInvoices(t.ctx, '2026-11-01', { companyIds: [company.id] });
    expect(invoice!.number).toBe(before.at(-1)! + 1);
  });

  it('stay consecutive, without gaps or duplicates, when runs for many companies race', async () => {
    const companies: number[] = [];
    for (let i = 0; i < 12; i++) {
      const { company } = await ownerWithCompany(t.ctx.db, `race-${i}`);
      await subscriptionOf(t.ctx.db, company.id);
      companies.push(company.id);
    }
    const before = await numbers();
    const runs = await Promise.all(
      [1, 2, 3, 4].map(() => generateInvoices(t.ctx, '2026-11-01', { companyIds: companies })),
    );
    const created = runs.flat();
    expect(created).toHaveLength(companies.length);
    expect(new Set(created.map((i) => i.companyId)).size).toBe(companies.length);
    const all = await numbers();
    const first = before.at(-1)! + 1;
    expect(all).toEqual([...before, ...companies.map((_, i) => first + i)]);
    const [series] = await t.ctx.db
      .select()
      .from(numberSeries)
      .where(eq(numberSeries.name, 'invoices'));
    expect(series!.next).toBe(all.at(-1)! + 1);
  });
});
