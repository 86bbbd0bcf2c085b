import { createStripeSimulator } from '@portal/simulators/stripe/server';
import { connectorContract } from '../../testing/contract-suite';
import type { ContractWorld } from '../../testing/contract-suite';
import { createStripeConnector } from '../connector';

const PAGE = 5;
const KEY = 'sk_test_contract';
const everything = { since: '2000-01-01T00:00:00Z', until: '2100-01-01T00:00:00Z' };

async function payoutIds(world: ContractWorld, pageSize: number, runtime: { timeoutMs?: number }) {
  const session = createStripeConnector({ pageSize }).open(world.settings, runtime);
  const ids: string[] = [];
  for await (const item of session.changes(everything)) ids.push(item.id);
  return ids;
}

connectorContract({
  connector: createStripeConnector({ pageSize: PAGE }),
  async start({ items }) {
    // one paid payout of one SEK charge per item
    const sim = await createStripeSimulator({ keys: [KEY], seed: 11 });
    sim.state.seedPayouts(items);
    return {
      settings: {
        baseUrl: sim.url,
        credentials: { secret_key: KEY, webhook_secret: 'whsec_contract' },
      },
      faults: sim.faults,
      pageSize: PAGE,
      expireCredentials: () => sim.state.revoke(KEY),
      requests: sim.requests,
      close: sim.close,
    };
  },
  listAll: (world, runtime) => payoutIds(world, PAGE, runtime),
  // Stripe refuses a list limit above 100 with invalid_request_error on `limit`
  invalid: (world) => payoutIds(world, 500, {}),
});
