import type { CredentialScheme } from '../sdk/connector';

export const VISMA_TOKEN_PATH = '/connect/token';
export const VISMA_AUTHORIZE_PATH = '/connect/authorize';
/** The API, sales and accounting, and offline_access for a refresh token. */
export const VISMA_SCOPES = 'ea:api ea:sales ea:accounting offline_access';

/**
 * OAuth2 as Visma's identity server runs it: an access token (one hour) and a refresh token
 * (rotated on every refresh, scope offline_access), refreshed with the app's client id and
 * secret. `expires_at` (ISO) joins them once the connector has refreshed.
 */
export const vismaCredentials: CredentialScheme = {
  type: 'oauth2',
  tokenPath: VISMA_TOKEN_PATH,
  fields: [
    { key: 'access_token', label: { sv: 'Åtkomsttoken', en: 'Access token' }, secret: true },
    { key: 'refresh_token', label: { sv: 'Förnyelsetoken', en: 'Refresh token' }, secret: true },
    { key: 'client_id', label: { sv: 'Klient-ID', en: 'Client ID' }, secret: false },
    { key: 'client_secret', label: { sv: 'Klienthemlighet', en: 'Client secret' }, secret: true },
  ],
};

/**
 * Visma serves tokens from identity.vismaonline.com, not from the API host; sandboxes and the
 * simulator serve them beside the API at `tokenPath`.
 */
export function vismaTokenUrl(baseUrl: string): string {
  if (new URL(baseUrl).hostname === 'eaccountingapi.vismaonline.com') {
    return `https://identity.vismaonline.com${VISMA_TOKEN_PATH}`;
  }
  return new URL(VISMA_TOKEN_PATH, baseUrl).toString();
}

/** Where the person consents: identity.vismaonline.com for the real API, else beside the API. */
export function vismaAuthorizeUrl(baseUrl: string): string {
  if (new URL(baseUrl).hostname === 'eaccountingapi.vismaonline.com') {
    return `https://identity.vismaonline.com${VISMA_AUTHORIZE_PATH}`;
  }
  return new URL(VISMA_AUTHORIZE_PATH, baseUrl).toString();
}
