import type { CredentialScheme } from '../sdk/connector';

/** Klarna API credentials (Merchant portal → Settings → API credentials): HTTP Basic. */
export const klarnaCredentials: CredentialScheme = {
  type: 'api_key',
  fields: [
    {
      key: 'username',
      label: { sv: 'Användarnamn (API-användarnamn, UID)', en: 'Username (API username, UID)' },
      secret: false,
    },
    {
      key: 'password',
      label: { sv: 'Lösenord (API-lösenord)', en: 'Password (API password)' },
      secret: true,
    },
  ],
};
