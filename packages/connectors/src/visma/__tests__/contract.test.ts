import { afterEach } from 'vitest';
import { connectorContract } from '../../testing/contract-suite';
import type { ContractHarness, ContractWorld } from '../../testing/contract-suite';
import { openVismaApi, vismaConnector } from '../connector';
import { toVismaVoucher } from '../mapping/voucher';
import { listVouchers } from '../resources/vouchers';
import { COMPANY, startVisma, voucher } from './simulated-visma';
import type { SimulatedVisma } from './simulated-visma';

const PAGE_SIZE = 5;
const worlds = new WeakMap<ContractWorld, SimulatedVisma>();
const open: ContractWorld[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((world) => world.close()));
});

const harness: ContractHarness = {
  connector: vismaConnector,
  async start({ items }) {
    const visma = await startVisma();
    const { sim, credentials } = visma;
    for (let n = 1; n <= items; n++) {
      await fetch(`${sim.url}/v2/vouchers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${COMPANY}`, 'content-type': 'application/json' },
        body: JSON.stringify(toVismaVoucher(voucher(n), `seed-${n}`)),
      });
    }
    let closed = false;
    const world: ContractWorld = {
      settings: { baseUrl: sim.url, credentials },
      faults: sim.faults,
      pageSize: PAGE_SIZE,
      expireCredentials() {
        sim.state.expire(credentials.access_token!);
        sim.state.revoke(credentials.refresh_token!);
      },
      requests: () => sim.requests(),
      close: async () => {
        if (closed) return;
        closed = true;
        await sim.close();
      },
    };
    worlds.set(world, visma);
    open.push(world);
    return world;
  },
  async listAll(world, runtime) {
    const visma = worlds.get(world)!;
    const api = openVismaApi(world.settings, visma.runtime(runtime));
    const ids: string[] = [];
    for await (const v of listVouchers(api, undefined, world.pageSize)) ids.push(v.Id);
    return ids;
  },
  async invalid(world) {
    const visma = worlds.get(world)!;
    const session = vismaConnector.open(world.settings, visma.runtime());
    const unbalanced = voucher(1);
    unbalanced.rows = unbalanced.rows.slice(0, 2);
    return session.bookOnce(unbalanced, 'invalid-1');
  },
};

connectorContract(harness);
