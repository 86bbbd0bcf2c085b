import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsVersions } from '../../../db/schema/catalog';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { createUser, signIn } from '../../../test/fixtures';
import { currentTermsVersion } from '../terms.service';

let t: TestApp;
let key: string;

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx.db, { email: 'reader@terms.test', companies: ['5591230001'] });
  key = await signIn(t.app, 'reader@terms.test');
});
afterAll(() => t.close());

describe('the terms and conditions', () => {
  it('are seeded as version 2026-11, in Swedish and English, with what a customer agrees to', async () => {
    const sv = await call(t.app, { url: '/api/terms/', key, lang: 'sv' });
    expect(sv.statusCode).toBe(200);
    expect(sv.json()).toMatchObject({ version: '2026-11', locale: 'sv', current: true });
    for (const phrase of [
      'månadsvis, kvartalsvis, halvårsvis eller årsvis',
      '30 dagar netto',
      'raderas 30 dagar efter uppsägningen',
      'personuppgiftsbiträde',
      'Svensk lag gäller',
      'tillhör kunden',
    ]) {
      expect(sv.json().body).toContain(phrase);
    }
    const en = await call(t.app, { url: '/api/terms/', key, lang: 'en' });
    expect(en.json()).toMatchObject({ version: '2026-11', locale: 'en' });
    for (const phrase of [
      'monthly, quarterly, semi-annual or annual',
      '30 days net',
      'deleted 30 days after cancellation',
      'the processor',
      'governed by Swedish law',
      'belongs to the customer',
    ]) {
      expect(en.json().body).toContain(phrase);
    }
    expect(await currentTermsVersion(t.ctx)).toBe('2026-11');
  });

  it('keep older versions readable, newest first', async () => {
    await t.ctx.db.insert(termsVersions).values({
      version: '2026-01',
      bodySv: 'Äldre villkor.',
      bodyEn: 'Older terms.',
      publishedAt: new Date('2026-01-01T00:00:00Z'),
    });
    const versions = await call(t.app, { url: '/api/terms/versions/', key });
    expect(versions.json()).toEqual([
      { version: '2026-11', published_at: '2026-11-01T00:00:00.000Z', current: true },
      { version: '2026-01', published_at: '2026-01-01T00:00:00.000Z', current: false },
    ]);
    const older = await call(t.app, { url: '/api/terms/?version=2026-01', key, lang: 'en' });
    expect(older.json()).toMatchObject({
      version: '2026-01',
      body: 'Older terms.',
      current: false,
    });
    expect((await call(t.app, { url: '/api/terms/?version=2025-05', key })).statusCode).toBe(404);
    expect((await call(t.app, { url: '/api/terms/?version=latest', key })).statusCode).toBe(400);
  });

  it('need a sign-in', async () => {
    expect((await call(t.app, { url: '/api/terms/' })).statusCode).toBe(401);
  });
});
