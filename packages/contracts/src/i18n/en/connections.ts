import type { connections as sv } from '../sv/connections';

export const connections: typeof sv = {
  sie_name: 'SIE file (the portal keeps the books)',
  all_fields: 'Please add all API Key fields.',
  base_url_fixed: 'The address of this service cannot be changed.',
  https_only: 'The address must start with https://.',
  valid: 'The credentials are valid. The connection works.',
  invalid_keys:
    'The connection is in a bad state: please verify the credentials. Contact support if it persists.',
  failed: 'Connection test failed.',
  title: 'Connection',
  app: 'App',
  accounting: 'Accounting',
  base_url: 'Address',
  saved: 'The credentials are saved.',
  save: 'Save',
  test: 'Test the connection',
  connected: 'Connected',
  not_connected: 'Not connected',
  simulated: 'Demo: the portal’s simulator of the service',
  secret_kept: 'Saved ({{value}}). Leave empty to keep it.',
  nothing_to_connect: 'The portal keeps the books in its own SIE file: nothing to connect.',
  oauth_hint:
    'Fill in the app’s client ID and client secret and the access and refresh tokens from the service.',
  updated: 'Updated {{when}}',
};
