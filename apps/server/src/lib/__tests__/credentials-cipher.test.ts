import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import {
  maskSecret,
  openCredentials,
  parseCredentialsKey,
  sealCredentials,
  useCredentialsKey,
} from '../credentials-cipher';

describe('stored credentials', () => {
  it('are sealed: the stored value names none of the keys, and opens to the same credentials', () => {
    const credentials = { api_key: 'shpat_0123456789abcdef', shop: 'norrsken.myshopify.com' };
    const sealed = sealCredentials(credentials);
    expect(JSON.stringify(sealed)).not.toContain('shpat_0123456789abcdef');
    expect(JSON.stringify(sealed)).not.toContain('norrsken');
    expect(openCredentials(sealed)).toEqual(credentials);
    // a new nonce every time: the same keys never look the same twice
    expect(sealCredentials(credentials).$sealed).not.toBe(sealed.$sealed);
  });

  it('refuse a value that was tampered with', () => {
    const sealed = sealCredentials({ api_key: 'secret' });
    const parts = sealed.$sealed.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 1;
    parts[3] = data.toString('base64url');
    expect(() => openCredentials({ $sealed: parts.join('.') })).toThrow();
  });

  it('cannot be opened with another key', () => {
    const sealed = sealCredentials({ api_key: 'secret' });
    const previous = parseCredentialsKey(randomBytes(32).toString('base64'));
    useCredentialsKey(previous);
    try {
      expect(() => openCredentials(sealed)).toThrow();
    } finally {
      useCredentialsKey();
    }
    expect(openCredentials(sealed)).toEqual({ api_key: 'secret' });
  });

  it('reads rows from before encryption as they are', () => {
    expect(openCredentials({ api_key: 'old' })).toEqual({ api_key: 'old' });
  });

  it('shows the browser only the last four characters of a secret', () => {
    expect(maskSecret('sk_test_abcdef1234')).toBe('••••1234');
    expect(maskSecret('abc')).toBe('••••');
  });

  it('needs a 32-byte key, and production needs one at all', () => {
    expect(() => parseCredentialsKey('c2hvcnQ=')).toThrow(/32 random bytes/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/CREDENTIALS_KEY is required/);
    const key = randomBytes(32).toString('base64');
    expect(loadConfig({ NODE_ENV: 'production', CREDENTIALS_KEY: key }).credentialsKey).toEqual(
      Buffer.from(key, 'base64'),
    );
  });
});
