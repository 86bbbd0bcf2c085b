import type { CredentialScheme } from '../sdk/connector';

/** A restricted key with read access to balance, payouts and charges is enough. */
export const stripeCredentials: CredentialScheme = {
  type: 'api_key',
  fields: [
    {
      key: 'secret_key',
      label: { sv: 'Hemlig nyckel (sk_… eller rk_…)', en: 'Secret key (sk_… or rk_…)' },
      secret: true,
    },
    {
      key: 'webhook_secret',
      label: {
        sv: 'Webhookens signeringshemlighet (whsec_…)',
        en: 'Webhook signing secret (whsec_…)',
      },
      secret: true,
    },
  ],
};
