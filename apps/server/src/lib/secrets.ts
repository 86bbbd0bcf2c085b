import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** 256-bit bearer key, base64url (ADR 005). */
export function newTokenKey(): string {
  return randomBytes(32).toString('base64url');
}

export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Unguessable identifier for public URLs (profile pictures). */
export function newPublicToken(): string {
  return randomBytes(18).toString('base64url');
}

const INVITATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 12 characters without look-alikes (≈60 bits): typed by hand or carried in a link. */
export function newInvitationCode(): string {
  let code = '';
  for (let i = 0; i < 12; i++)
    code += INVITATION_ALPHABET[randomInt(0, INVITATION_ALPHABET.length)];
  return code;
}

export function equalHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
