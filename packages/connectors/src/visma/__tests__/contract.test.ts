import { afterEach } from 'vitest';
import { connectorContract } from '../../testing/contract-suite';
import { ledgerRecordsContract } from '../../testing/ledger-records-contract';
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

ledgerRecordsContract({
  connector: vismaConnector,
  async start() {
    const visma = await startVisma();
    const { sim, clock, credentials } = visma;
    const company = sim.state.companies.get(COMPANY)!;
    return {
      settings: { baseUrl: sim.url, credentials },
      faults: sim.faults,
      runtime: (extra) => visma.runtime(extra),
      articles: () =>
        company.articles.map((a) => ({
          number: a.Number,
          name: a.Name,
          netPrice: Math.round(a.NetPrice * 100),
        })),
      customers: () =>
        company.customers.map((c) => ({
          number: c.CustomerNumber,
          name: c.Name,
          email: c.EmailAddress ?? '',
          organisationNumber: c.CorporateIdentityNumber ?? '',
        })),
      editPrice(number, netPrice) {
        const article = company.articles.find((a) => a.Number === number)!;
        article.NetPrice = netPrice / 100;
        article.GrossPrice = Math.round(netPrice * 1.25) / 100;
        article.ChangedUtc = new Date(clock.ms).toISOString();
      },
      now: () => clock.ms,
      advance: (ms) => void (clock.ms += ms),
      close: () => sim.close(),
    };
  },
});
