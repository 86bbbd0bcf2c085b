import type { CredentialScheme } from '../sdk/connector';

/**
 * A Sendcloud API integration (Settings → Integrations → Sendcloud API): HTTP Basic with the
 * public key as user and the secret key as password. The secret key also signs the webhooks.
 */
export const sendcloudCredentials: CredentialScheme = {
  type: 'api_key',
  fields: [
    { key: 'public_key', label: { sv: 'Publik nyckel', en: 'Public key' }, secret: false },
    { key: 'secret_key', label: { sv: 'Hemlig nyckel', en: 'Secret key' }, secret: true },
  ],
};
