import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Guide, GuideInput, GuideSummary } from '@portal/contracts/schemas/guides';
import type { Page } from '@portal/contracts/pagination';
import { seedReferenceData } from '../../../seed/reference';
import { createUser, signIn } from '../../../test/fixtures';
import { IMAGES, multipart } from '../../../test/multipart';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { INERT, XSS_PAYLOADS } from '../../../test/xss';

let t: TestApp;
const keys: Record<string, string> = {};
const ROLES = {
  staff: 'Inhouse',
  owner: 'Owner',
  colleague: 'Colleague',
  master: 'MasterAccountant',
  partner: 'PartnerAccountant',
  nonpartner: 'NonPartnerAccountant',
  assistant: 'AssistingAccountant',
} as const;

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.ctx.db);
  for (const [key, role] of Object.entries(ROLES)) {
    const email = `${key}@guides.test`;
    await createUser(t.ctx.db, { email, role });
    keys[key] = await signIn(t.app, email);
  }
});
afterAll(() => t.close());

const guide = (over: Partial<GuideInput> = {}): GuideInput => ({
  title: 'Anslut Shopify',
  summary: 'Så kopplar du butiken.',
  body: '<h2>Steg</h2><ol><li>Öppna appkopplingen.</li></ol>',
  app: 'shopify',
  roles: [],
  published: true,
  locale: 'sv',
  ...over,
});

const create = async (input: GuideInput) => {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/guides/',
    key: keys.staff,
    payload: input,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Guide>();
};

const list = async (who: string, query = '', lang = 'sv') => {
  const res = await call(t.app, {
    method: 'GET',
    url: `/api/guides/?${query}`,
    key: keys[who],
    lang,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page<GuideSummary>>().results;
};

describe('who opens /guides', () => {
  it('refuses non-partner and assisting accountants', async () => {
    for (const who of ['nonpartner', 'assistant']) {
      const res = await call(t.app, { method: 'GET', url: '/api/guides/', key: keys[who] });
      expect(res.statusCode).toBe(403);
    }
  });

  it('lets owners, colleagues, master and partner accountants read but not write', async () => {
    const written = await create(guide({ title: 'Läsarnas guide' }));
    for (const who of ['owner', 'colleague', 'master', 'partner']) {
      expect((await list(who)).map((g) => g.id)).toContain(written.id);
      const writes = [
        { method: 'POST' as const, url: '/api/guides/', payload: guide({ title: 'Kapad' }) },
        {
          method: 'PATCH' as const,
          url: `/api/guides/${written.id}/`,
          payload: { title: 'Kapad' },
        },
        { method: 'DELETE' as const, url: `/api/guides/${written.id}/` },
      ];
      for (const write of writes) {
        const res = await call(t.app, { ...write, key: keys[who] });
        expect(res.statusCode, `${who} ${write.method}`).toBe(403);
      }
      const upload = await call(t.app, {
        method: 'POST',
        url: '/api/guides/images/',
        key: keys[who],
        ...multipart(
          {},
          { field: 'image', filename: 'a.png', contentType: 'image/png', data: IMAGES.png },
        ),
      });
      expect(upload.statusCode).toBe(403);
    }
    const after = await call(t.app, {
      method: 'GET',
      url: `/api/guides/${written.id}/`,
      key: keys.owner,
    });
    expect(after.json<Guide>().title).toBe('Läsarnas guide');
  });
});

describe('what a reader sees', () => {
  it('shows a guide only to its audience, and drafts only to in-house staff', async () => {
    const firm = await create(
      guide({ title: 'Byråns månadsstängning', roles: ['MasterAccountant'] }),
    );
    const draft = await create(guide({ title: 'Ännu inte klar', published: false }));
    expect((await list('master')).map((g) => g.id)).toContain(firm.id);
    const ownerSees = (await list('owner')).map((g) => g.id);
    expect(ownerSees).not.toContain(firm.id);
    expect(ownerSees).not.toContain(draft.id);
    for (const id of [firm.id, draft.id]) {
      const res = await call(t.app, { method: 'GET', url: `/api/guides/${id}/`, key: keys.owner });
      expect(res.statusCode).toBe(404);
    }
    const staff = (await list('staff', 'limit=500')).map((g) => g.id);
    expect(staff).toEqual(expect.arrayContaining([firm.id, draft.id]));
    // in-house staff narrow to an audience: guides for everyone count, another role's do not
    const forOwners = (await list('staff', 'role=Owner&limit=500')).map((g) => g.id);
    expect(forOwners).not.toContain(firm.id);
    expect(forOwners).toContain(draft.id);
  });

  it('lists the reader’s own language, and links the other language’s version', async () => {
    const sv = await create(guide({ title: 'Koppla Klarna', app: 'klarna' }));
    const en = await create(
      guide({ title: 'Connect Klarna', app: 'klarna', locale: 'en', translation_of: sv.id }),
    );
    expect(en.slug).toBe(sv.slug);
    expect((await list('owner', 'app=klarna', 'en')).map((g) => g.id)).toEqual([en.id]);
    expect((await list('owner', 'app=klarna', 'sv')).map((g) => g.id)).toEqual([sv.id]);
    const read = await call(t.app, {
      method: 'GET',
      url: `/api/guides/${sv.id}/`,
      key: keys.owner,
    });
    expect(read.json<Guide>().translation).toEqual({
      id: en.id,
      locale: 'en',
      title: 'Connect Klarna',
    });

    const again = await call(t.app, {
      method: 'POST',
      url: '/api/guides/',
      key: keys.staff,
      lang: 'en',
      payload: guide({ title: 'Klarna again', locale: 'en', translation_of: sv.id }),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errors: { locale: [expect.stringMatching(/other language/)] },
    });

    // an unpublished version is not offered to readers
    await call(t.app, {
      method: 'PATCH',
      url: `/api/guides/${en.id}/`,
      key: keys.staff,
      payload: { published: false },
    });
    const later = await call(t.app, {
      method: 'GET',
      url: `/api/guides/${sv.id}/`,
      key: keys.owner,
    });
    expect(later.json<Guide>().translation).toBeNull();
  });
});

describe('search', () => {
  it('finds a guide by a typo in its title and by another form of a word in its body', async () => {
    const woo = await create(
      guide({
        title: 'Anslut WooCommerce',
        app: 'woocommerce',
        body: '<p>Kopplingen till butiken görs med en REST API-nyckel.</p>',
      }),
    );
    expect((await list('owner', 'q=WooComerce')).map((g) => g.id)).toContain(woo.id);
    expect((await list('owner', 'q=kopplingar')).map((g) => g.id)).toContain(woo.id);
    expect((await list('owner', 'q=bokslutsdispositioner')).map((g) => g.id)).not.toContain(woo.id);
  });

  it('searches English guides with English stemming', async () => {
    const en = await create(
      guide({
        title: 'Reconnect Visma',
        app: 'visma',
        locale: 'en',
        body: '<p>When the tokens expired, connect again.</p>',
      }),
    );
    expect((await list('owner', 'q=expiring', 'en')).map((g) => g.id)).toContain(en.id);
  });
});

describe('writing a guide', () => {
  it('stores every stored-XSS payload inert', async () => {
    for (const [i, payload] of XSS_PAYLOADS.entries()) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/guides/',
        key: keys.staff,
        payload: guide({ title: `XSS ${i}`, body: `<p>Text</p>${payload}` }),
      });
      expect(res.statusCode, payload).toBe(201);
      expect(res.json<Guide>().body, payload).not.toMatch(INERT);
    }
  });

  it('refuses a blank body, an overlong title and an app not in the catalogue', async () => {
    const cases: [Partial<GuideInput>, string][] = [
      [{ body: '<p> </p><script>x</script>' }, 'body'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ app: 'tradera' }, 'app'],
    ];
    for (const [over, field] of cases) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/api/guides/',
        key: keys.staff,
        lang: 'en',
        payload: guide(over),
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual([field]);
    }
  });

  it('gives a second guide of the same title a slug of its own', async () => {
    const a = await create(guide({ title: 'Växla till ett bolag' }));
    const b = await create(guide({ title: 'Växla till ett bolag' }));
    expect(a.slug).toBe('vaxla-till-ett-bolag');
    expect(b.slug).toBe('vaxla-till-ett-bolag-2');
  });

  it('changes and deletes a guide', async () => {
    const g = await create(guide({ title: 'Tillfällig' }));
    const patched = await call(t.app, {
      method: 'PATCH',
      url: `/api/guides/${g.id}/`,
      key: keys.staff,
      payload: { title: 'Ändrad rubrik', roles: ['Owner'] },
    });
    expect(patched.json<Guide>()).toMatchObject({ title: 'Ändrad rubrik', roles: ['Owner'] });
    const gone = await call(t.app, {
      method: 'DELETE',
      url: `/api/guides/${g.id}/`,
      key: keys.staff,
    });
    expect(gone.statusCode).toBe(204);
    const read = await call(t.app, { method: 'GET', url: `/api/guides/${g.id}/`, key: keys.staff });
    expect(read.statusCode).toBe(404);
  });
});

describe('guide images', () => {
  const upload = (file: { filename: string; contentType: string; data: Buffer }) =>
    call(t.app, {
      method: 'POST',
      url: '/api/guides/images/',
      key: keys.staff,
      lang: 'en',
      ...multipart({}, { field: 'image', ...file }),
    });

  it('stores an image and serves it publicly with its type, nosniff and a long cache', async () => {
    const res = await upload({ filename: 'steg.png', contentType: 'image/png', data: IMAGES.png });
    expect(res.statusCode, res.body).toBe(201);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/media\/guide-images\/[A-Za-z0-9_-]{20,}\/$/);
    const image = await call(t.app, { method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(image.rawPayload.equals(IMAGES.png)).toBe(true);
    // the sanitizer keeps the uploaded image in a guide
    const g = await create(
      guide({ title: 'Med bild', body: `<p><img src="${url}" alt="Steg"></p>` }),
    );
    expect(g.body).toContain(`src="${url}"`);
  });

  it('refuses a file that is not an image, and an SVG, whatever they claim to be', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const cases = [
      { filename: 'a.png', contentType: 'image/png', data: Buffer.from('not an image at all') },
      { filename: 'a.svg', contentType: 'image/svg+xml', data: svg },
    ];
    for (const file of cases) {
      const res = await upload(file);
      expect(res.statusCode, file.filename).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'unsupported_media',
        errors: { image: [expect.stringMatching(/PNG, JPEG, GIF or WebP/)] },
      });
    }
  });

  it('answers 404 for an image that does not exist', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/media/guide-images/nothing-here/' });
    expect(res.statusCode).toBe(404);
  });
});
