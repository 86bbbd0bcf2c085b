import { decodeSie, encodePc8 } from '@portal/connectors/sie/encoding';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { rowsOf } from '../ledger-store.repository';
import { ledgerWorld, SIE_FILES, sieFixture, uploadSie } from './ledger-world';

let t: TestApp;
let w: Awaited<ReturnType<typeof ledgerWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await ledgerWorld(t, 'sier');
});
afterAll(() => t.close());

const get = (url: string, key = w.keys.master, lang = 'en') => call(t.app, { url, key, lang });

async function stored(companyId: number) {
  const [row] = rowsOf<{ vouchers: string; years: string; totals: string }>(
    await t.ctx.db.execute(sql`select
      (select count(*) from ledger_vouchers where company_id = ${companyId}) as vouchers,
      (select count(*) from ledger_years where company_id = ${companyId}) as years,
      (select count(*) from ledger_month_totals where company_id = ${companyId}) as totals`),
  );
  return {
    vouchers: Number(row!.vouchers),
    years: Number(row!.years),
    totals: Number(row!.totals),
  };
}

/** The file's text with one line changed, as PC8 bytes; and the 1-based number of that line. */
function edited(name: string, find: RegExp, change: (line: string) => string) {
  const lines = decodeSie(sieFixture(name)).split(/\r?\n/);
  const index = lines.findIndex((l) => find.test(l));
  lines[index] = change(lines[index]!);
  return { bytes: encodePc8(lines.join('\n')), line: index + 1, lines };
}

describe('a SIE file that is refused', () => {
  const name = SIE_FILES[1];
  const cases = {
    'not SIE 4': {
      file: () => edited(name, /^#SIETYP/, () => '#SIETYP 2'),
      sv: /^Rad \d+: filen är inte SIE typ 4/,
      en: /^Line \d+: the file is not SIE type 4/,
    },
    'a character set other than PC8': {
      file: () => edited(name, /^#FORMAT/, () => '#FORMAT UTF8'),
      sv: /^Rad \d+: teckenkodningen måste vara PC8/,
      en: /^Line \d+: the character set must be PC8/,
    },
    'an unbalanced voucher': {
      file: () => {
        const file = edited(name, /^#TRANS 1940 \{\} 5\b/, () => '#TRANS 1940 {} 5.50');
        // the refusal names the voucher's #VER line, two above
        return { ...file, line: file.line - 2 };
      },
      sv: /^Rad \d+: verifikationen balanserar inte \(differens 0,50 kr\)/,
      en: /^Line \d+: the voucher does not balance \(difference 0\.50 kr\)/,
    },
    'a voucher outside the year': {
      file: () => edited(name, /^#VER A 2 /, (l) => l.replace('20110131', '20120131')),
      sv: /^Rad \d+: verifikationen ligger utanför filens räkenskapsår/,
      en: /^Line \d+: the voucher lies outside the file’s financial year/,
    },
  };

  it.each(Object.entries(cases))(
    '%s: 400 naming the line, in sv and en, nothing stored',
    async (_, c) => {
      const { bytes, line } = c.file();
      const before = await stored(w.fjall.id);
      for (const lang of ['sv', 'en'] as const) {
        const res = await uploadSie(t, w.keys.master, w.fjall.id, bytes, { lang });
        expect(res.statusCode, res.body).toBe(400);
        const body = res.json<{ code: string; detail: string }>();
        expect(body.code).toBe('validation_error');
        expect(body.detail).toMatch(c[lang]);
        expect(body.detail).toContain(lang === 'sv' ? `Rad ${line}:` : `Line ${line}:`);
      }
      expect(await stored(w.fjall.id)).toEqual(before);
      const source = await get(`/api/ledger/source/?company=${w.fjall.id}`);
      expect(source.json()).toMatchObject({ status: 'idle', kind: null });
    },
  );

  it('answers an upload without a file, or of a binary file, with a message', async () => {
    const none = await call(t.app, {
      method: 'POST',
      url: `/api/ledger/sie/?company=${w.fjall.id}`,
      key: w.keys.master,
      lang: 'en',
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect(none.json<{ detail: string }>().detail).toBe('Choose a SIE file to upload.');
    const binary = await uploadSie(
      t,
      w.keys.master,
      w.fjall.id,
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2]),
      {
        lang: 'en',
      },
    );
    expect(binary.statusCode).toBe(400);
    expect(binary.json<{ detail: string }>().detail).toBe('Line 1: the file is not a SIE file.');
  });
});

describe('who may upload and read a ledger', () => {
  it('answers 404 for a company outside the caller’s clients, and 403 to the owner', async () => {
    const file = sieFixture(SIE_FILES[1]);
    expect((await uploadSie(t, w.keys.master, w.outside.id, file)).statusCode).toBe(404);
    expect((await uploadSie(t, w.keys.partner, w.handel.id, file)).statusCode).toBe(404);
    expect((await get(`/api/ledger/vouchers/?company=${w.outside.id}`)).statusCode).toBe(404);
    expect(
      (await get(`/api/ledger/source/?company=${w.handel.id}`, w.keys.partner)).statusCode,
    ).toBe(404);
    expect((await uploadSie(t, w.keys.owner, w.handel.id, file)).statusCode).toBe(403);
    expect((await get(`/api/ledger/source/?company=${w.handel.id}`, w.keys.owner)).statusCode).toBe(
      403,
    );
    // in-house staff read any company's
    expect(
      (await get(`/api/ledger/source/?company=${w.outside.id}`, w.keys.inhouse)).statusCode,
    ).toBe(200);
    expect(await stored(w.outside.id)).toEqual({ vouchers: 0, years: 0, totals: 0 });
  });
});
