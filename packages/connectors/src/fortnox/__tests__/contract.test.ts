import { afterEach } from 'vitest';
import { connectorContract } from '../../testing/contract-suite';
import { ledgerRecordsContract } from '../../testing/ledger-records-contract';
import type { ContractHarness, ContractWorld } from '../../testing/contract-suite';
import { fortnoxConnector, openFortnoxApi } from '../connector';
import { toFortnoxVoucher } from '../mapping/voucher';
import { listVouchers } from '../resources/vouchers';
import { COMPANY, startFortnox, voucher } from './simulated-fortnox';
import type { SimulatedFortnox } from './simulated-fortnox';

const PAGE_SIZE = 5;
const worlds = new WeakMap<ContractWorld, SimulatedFortnox>();
const open: ContractWorld[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((world) => world.close()));
});

const harness: ContractHarness = {
  connector: fortnoxConnector,
  async start({ items }) {
    const fortnox = await startFortnox();
    for (let n = 1; n <= items; n++) {
      const draft = { ...voucher(n), series: 'A' };
      await fortnox.owner.request({
        method: 'POST',
        path: '3/vouchers',
        body: { Voucher: toFortnoxVoucher(draft, `seed-${n}`) },
      });
    }
    const { sim, credentials } = fortnox;
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
    worlds.set(world, fortnox);
    open.push(world);
    return world;
  },
  async listAll(world, runtime) {
    const fortnox = worlds.get(world)!;
    const api = openFortnoxApi(world.settings, fortnox.runtime(runtime));
    const ids: string[] = [];
    for await (const v of listVouchers(api, {}, world.pageSize)) {
      ids.push(`${v.VoucherSeries} ${v.VoucherNumber}`);
    }
    return ids;
  },
  async invalid(world) {
    const fortnox = worlds.get(world)!;
    const session = fortnoxConnector.open(world.settings, fortnox.runtime());
    const unbalanced = voucher(1);
    unbalanced.rows = unbalanced.rows.slice(0, 2);
    return session.bookOnce(unbalanced, 'invalid-1');
  },
};

connectorContract(harness);

ledgerRecordsContract({
  connector: fortnoxConnector,
  async start() {
    const fortnox = await startFortnox();
    const { sim, clock, credentials } = fortnox;
    const company = sim.state.tenants.get(COMPANY)!;
    return {
      settings: { baseUrl: sim.url, credentials },
      faults: sim.faults,
      runtime: (extra) => fortnox.runtime(extra),
      articles: () =>
        company.articles.map(({ article }) => ({
          number: article.ArticleNumber,
          name: article.Description,
          netPrice: Math.round(article.SalesPrice * 100),
        })),
      customers: () =>
        company.customers.map((c) => ({
          number: c.CustomerNumber,
          name: c.Name,
          email: c.Email,
          organisationNumber: c.OrganisationNumber,
        })),
      editPrice(number, netPrice) {
        const stored = company.articles.find((a) => a.article.ArticleNumber === number)!;
        stored.article.SalesPrice = netPrice / 100;
        stored.modifiedAt = clock.ms;
      },
      now: () => clock.ms,
      advance: (ms) => void (clock.ms += ms),
      close: () => sim.close(),
    };
  },
});
