import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedFixture } from '../../testing/shared-fixtures';
import { signBase64Hmac, verifyBase64Hmac } from '../webhooks';

const SECRET = 'whsec_shop';

describe('webhook signatures (Shopify, WooCommerce)', () => {
  const body = readFileSync(sharedFixture('shopify', 'order.json'));

  it('accepts the signature of the exact raw body', () => {
    const signature = signBase64Hmac(body, SECRET);
    expect(verifyBase64Hmac(body, SECRET, signature)).toBe(true);
    expect(verifyBase64Hmac(body.toString('utf8'), SECRET, signature)).toBe(true);
  });

  it('refuses a changed body, another secret, a missing or malformed signature', () => {
    const signature = signBase64Hmac(body, SECRET);
    const reserialised = JSON.stringify(JSON.parse(body.toString('utf8')));
    expect(verifyBase64Hmac(reserialised, SECRET, signature)).toBe(false);
    expect(verifyBase64Hmac(body, 'other', signature)).toBe(false);
    expect(verifyBase64Hmac(body, SECRET, undefined)).toBe(false);
    expect(verifyBase64Hmac(body, SECRET, 'not base64 at all!')).toBe(false);
    expect(verifyBase64Hmac(body, '', signature)).toBe(false);
  });

  it('refuses any single flipped byte', () => {
    const signature = signBase64Hmac(body, SECRET);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: body.length - 1 }), (at) => {
        const changed = Buffer.from(body);
        changed[at] = changed[at]! ^ 0x01;
        expect(verifyBase64Hmac(changed, SECRET, signature)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
