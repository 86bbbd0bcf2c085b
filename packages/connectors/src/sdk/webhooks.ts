import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Base64 HMAC-SHA256 of the raw request body with the shared secret, compared in constant time.
 * Shopify (`X-Shopify-Hmac-Sha256`) and WooCommerce (`X-WC-Webhook-Signature`) sign this way.
 * The raw bytes matter: re-serialised JSON would not match.
 */
export function verifyBase64Hmac(
  rawBody: Uint8Array | string,
  secret: string,
  signature: string | undefined | null,
): boolean {
  if (!signature || !secret) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  let given: Buffer;
  try {
    given = Buffer.from(signature.trim(), 'base64');
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function signBase64Hmac(rawBody: Uint8Array | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('base64');
}
