import { PICTURE_MAX_BYTES } from '@portal/contracts/schemas/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { createUser, signIn } from '../../../test/fixtures';
import { IMAGES, multipart } from '../../../test/multipart';

let t: TestApp;
let alice: { id: number; key: string };
let bob: { id: number; key: string };

beforeAll(async () => {
  t = await createTestApp();
  const make = async (email: string) => {
    const user = await createUser(t.ctx.db, { email });
    return { id: user.id, key: await signIn(t.app, email) };
  };
  alice = await make('alice@example.com');
  bob = await make('bob@example.com');
});
afterAll(() => t.close());

describe('profile picture upload', () => {
  const upload = (
    file: { filename: string; contentType: string; data: Buffer } | undefined,
    fields: Record<string, string> = {},
    who = bob,
  ) =>
    call(t.app, {
      method: 'PUT',
      url: `/api/users/${who.id}/`,
      key: who.key,
      lang: 'en',
      ...multipart(fields, file && { field: 'picture', ...file }),
    });

  it.each([
    ['png', 'image/png'],
    ['jpg', 'image/jpeg'],
    ['gif', 'image/gif'],
  ] as const)('accepts a real %s and serves it at a public URL', async (kind, mime) => {
    const res = await upload({
      filename: `me.${kind}`,
      contentType: 'application/octet-stream',
      data: IMAGES[kind],
    });
    expect(res.statusCode).toBe(200);
    const { picture, img } = res.json();
    expect(picture).toMatch(/^\/api\/media\/pictures\/[\w-]{20,}\/$/);
    expect(img).toBe(picture);
    const served = await call(t.app, { method: 'GET', url: picture });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(mime);
    expect(served.rawPayload.equals(IMAGES[kind])).toBe(true);
  });

  it('gives each upload a new URL and retires the old one', async () => {
    const first = (
      await upload({ filename: 'a.png', contentType: 'image/png', data: IMAGES.png })
    ).json();
    const second = (
      await upload({ filename: 'b.png', contentType: 'image/png', data: IMAGES.png })
    ).json();
    expect(second.picture).not.toBe(first.picture);
    expect((await call(t.app, { method: 'GET', url: first.picture })).statusCode).toBe(404);
  });

  it('saves text fields sent along with the picture', async () => {
    const res = await upload(
      { filename: 'a.gif', contentType: 'image/gif', data: IMAGES.gif },
      { first_name: 'Bobby', receive_alerts: 'true' },
    );
    expect(res.json()).toMatchObject({ first_name: 'Bobby', receive_alerts: true });
  });

  it('refuses a text file named .png', async () => {
    const res = await upload({
      filename: 'fake.png',
      contentType: 'image/png',
      data: Buffer.from('hello, not an image'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'unsupported_media',
      errors: { picture: ['The picture must be a JPG, GIF or PNG.'] },
    });
  });

  it('refuses a picture over 5 MB', async () => {
    const big = Buffer.concat([IMAGES.png, Buffer.alloc(PICTURE_MAX_BYTES)]);
    const res = await upload({ filename: 'big.png', contentType: 'image/png', data: big });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'file_too_large',
      errors: { picture: ['The picture may be at most 5 MB.'] },
    });
  });

  it('accepts a picture of exactly 5 MB', async () => {
    const exact = Buffer.concat([IMAGES.png, Buffer.alloc(PICTURE_MAX_BYTES - IMAGES.png.length)]);
    const res = await upload({ filename: 'exact.png', contentType: 'image/png', data: exact });
    expect(res.statusCode).toBe(200);
  });

  it('asks for an image when none is sent', async () => {
    const res = await upload(undefined, { first_name: 'Only text' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'validation_error',
      errors: { picture: ['Please select an image to upload'] },
    });
  });

  it('refuses to change another user’s picture', async () => {
    const res = await call(t.app, {
      method: 'PUT',
      url: `/api/users/${bob.id}/`,
      key: alice.key,
      ...multipart(
        {},
        { field: 'picture', filename: 'x.png', contentType: 'image/png', data: IMAGES.png },
      ),
    });
    expect(res.statusCode).toBe(404);
  });

  it('answers 404 for an unknown picture token', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/media/pictures/not-a-token/' });
    expect(res.statusCode).toBe(404);
  });
});
