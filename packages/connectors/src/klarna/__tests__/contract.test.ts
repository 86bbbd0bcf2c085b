import { createKlarnaSimulator, DEFAULT_MERCHANT } from '@portal/simulators/klarna/server';
import { connectorContract } from '../../testing/contract-suite';
import type { ContractWorld } from '../../testing/contract-suite';
import { createKlarnaConnector } from '../connector';

const PAGE = 5;
const everything = { since: '2000-01-01T00:00:00Z', until: '2100-01-01T00:00:00Z' };

async function payoutIds(world: ContractWorld, pageSize: number, runtime: { timeoutMs?: number }) {
  const session = createKlarnaConnector({ pageSize }).open(world.settings, runtime);
  const ids: string[] = [];
  for await (const item of session.changes(everything)) ids.push(item.id);
  return ids;
}

connectorContract({
  connector: createKlarnaConnector({ pageSize: PAGE }),
  async start({ items }) {
    // one plain payout per item: a SEK sale and Klarna's fee on it
    const sim = await createKlarnaSimulator({ payouts: items, retryAfterSeconds: 0 });
    return {
      settings: {
        baseUrl: sim.url,
        credentials: { username: DEFAULT_MERCHANT.username, password: DEFAULT_MERCHANT.password },
      },
      faults: sim.faults,
      pageSize: PAGE,
      expireCredentials: () => sim.state.revoke(),
      requests: sim.requests,
      close: sim.close,
    };
  },
  listAll: (world, runtime) => payoutIds(world, PAGE, runtime),
  // Klarna refuses size above 500 with 400 BAD_VALUE
  invalid: (world) => payoutIds(world, 600, {}),
});
