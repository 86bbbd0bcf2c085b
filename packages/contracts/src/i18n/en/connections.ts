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
  oauth_intro:
    'Sign in at {{name}} and allow the portal to keep the company’s books. You then come back here.',
  connect_with: 'Connect with {{name}}',
  reconnect_with: 'Reconnect {{name}}',
  reconnect_needed:
    'The subscription stopped because a service refused its credentials. Reconnect to carry on.',
  manual: 'Enter tokens by hand',
  oauth_connecting: 'Connecting to {{name}} …',
  oauth_denied:
    'Connecting was cancelled: access to {{name}} was not allowed. Try again whenever you like.',
  oauth_state_invalid:
    'The connection request has expired or was started by someone else. Start again with Connect.',
  oauth_refused: '{{name}} did not accept the connection. Please connect again.',
  oauth_unreachable: '{{name}} could not be reached. Please try again in a while.',
  oauth_unconfigured:
    'The portal is not registered with {{name}} yet. Enter the tokens by hand or contact support.',
  callback_invalid:
    'The link from the service is missing its details. Open the subscription’s App connection tab and connect again.',
  callback_back: 'To your apps',
  updated: 'Updated {{when}}',
};
