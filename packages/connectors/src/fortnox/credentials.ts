import type { CredentialScheme } from '../sdk/connector';

export const FORTNOX_TOKEN_PATH = '/oauth-v1/token';
export const FORTNOX_AUTHORIZE_PATH = '/oauth-v1/auth';
/** What the portal asks a company to grant: the ledger it books into and who the company is. */
export const FORTNOX_SCOPES =
  'bookkeeping invoice customer article settings currency companyinformation';

/**
 * OAuth2 as Fortnox runs it: the engine holds an access token (one hour) and a refresh token
 * (rotated on every refresh), and the app's client id and secret authenticate the refresh.
 * `expires_at` (ISO) joins them once the connector has refreshed.
 */
export const fortnoxCredentials: CredentialScheme = {
  type: 'oauth2',
  tokenPath: FORTNOX_TOKEN_PATH,
  fields: [
    {
      key: 'access_token',
      label: { sv: 'Åtkomsttoken', en: 'Access token' },
      secret: true,
    },
    {
      key: 'refresh_token',
      label: { sv: 'Förnyelsetoken', en: 'Refresh token' },
      secret: true,
    },
    {
      key: 'client_id',
      label: { sv: 'Klient-ID', en: 'Client ID' },
      secret: false,
    },
    {
      key: 'client_secret',
      label: { sv: 'Klienthemlighet', en: 'Client secret' },
      secret: true,
    },
  ],
};

/**
 * Fortnox serves its token endpoint from apps.fortnox.se, not from the API host; sandboxes and the
 * simulator serve it beside the API at `tokenPath`.
 */
export function fortnoxTokenUrl(baseUrl: string): string {
  if (new URL(baseUrl).hostname === 'api.fortnox.se') {
    return `https://apps.fortnox.se${FORTNOX_TOKEN_PATH}`;
  }
  return new URL(FORTNOX_TOKEN_PATH, baseUrl).toString();
}

/**
 * Where the person consents (the authorization code flow): apps.fortnox.se for the real API,
 * beside the API for sandboxes and the simulator. `access_type=offline` asks for a refresh token.
 */
export function fortnoxAuthorizeUrl(baseUrl: string): string {
  if (new URL(baseUrl).hostname === 'api.fortnox.se') {
    return `https://apps.fortnox.se${FORTNOX_AUTHORIZE_PATH}`;
  }
  return new URL(FORTNOX_AUTHORIZE_PATH, baseUrl).toString();
}
