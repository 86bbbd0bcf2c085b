import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Connection credentials (API keys, OAuth tokens) are kept encrypted with AES-256-GCM: the
 * database holds `{ "$sealed": "v1.<iv>.<tag>.<ciphertext>" }` (base64url parts), never the keys.
 * The key is `CREDENTIALS_KEY` (32 bytes, base64); production refuses to start without it, and
 * development and tests use a fixed key of their own.
 */
const DEVELOPMENT_KEY = createHash('sha256').update('bokforingsportalen development only').digest();
let key: Buffer = DEVELOPMENT_KEY;

export type Credentials = Record<string, string>;
export type SealedCredentials = { $sealed: string };

/** Reads `CREDENTIALS_KEY`; throws a sentence for the operator when it is not 32 bytes. */
export function parseCredentialsKey(value: string): Buffer {
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length !== 32) {
    throw new Error('CREDENTIALS_KEY must be 32 random bytes in base64 (openssl rand -base64 32)');
  }
  return bytes;
}

/** The key from now on; none means the development key again. */
export function useCredentialsKey(value?: Buffer) {
  key = value ?? DEVELOPMENT_KEY;
}

/** A key of its own for another purpose (signing OAuth state), from the credentials key. */
export function derivedKey(purpose: string): Buffer {
  return createHmac('sha256', key).update(`bokforingsportalen ${purpose}`).digest();
}

export function sealCredentials(credentials: Credentials): SealedCredentials {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'));
  return { $sealed: `v1.${parts.join('.')}` };
}

/** The credentials a stored value holds; rows from before encryption are read as they are. */
export function openCredentials(stored: unknown): Credentials {
  if (!stored || typeof stored !== 'object') return {};
  const sealed = (stored as Partial<SealedCredentials>).$sealed;
  if (typeof sealed !== 'string') return stored as Credentials;
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined)
    throw new Error('unreadable credentials');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  const plain = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as Credentials;
}

/** What the browser may see of a secret: its last four characters. */
export function maskSecret(value: string): string {
  return value.length <= 4 ? '••••' : `••••${value.slice(-4)}`;
}
