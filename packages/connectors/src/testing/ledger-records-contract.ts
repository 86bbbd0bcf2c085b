import { describe, expect, it } from 'vitest';
import type { LedgerArticleInput } from '../model/article';
import { grossOfNet } from '../model/article';
import type { SaleCustomer } from '../model/sale';
import type { AccountingConnector, ConnectionSettings, ConnectorRuntime } from '../sdk/connector';
import { codeOf } from './contract-suite';
import type { ContractFaults } from './contract-suite';

/** A ledger simulator as one connection sees its articles and customers (e1, e2, e3). */
export interface LedgerRecordsWorld {
  settings: ConnectionSettings;
  faults: ContractFaults;
  runtime(extra?: ConnectorRuntime): ConnectorRuntime;
  articles(): { number: string; name: string; netPrice: number }[];
  customers(): { number: string; name: string; email: string; organisationNumber: string }[];
  /** an accountant changes an article's net price (minor units) in the ledger, now */
  editPrice(number: string, netPrice: number): void;
  /** the ledger's clock, epoch milliseconds; `advance` moves it */
  now(): number;
  advance(ms: number): void;
  close(): Promise<void>;
}

export interface LedgerRecordsHarness {
  connector: AccountingConnector;
  start(): Promise<LedgerRecordsWorld>;
}

const WIDE = { since: '2000-01-01T00:00:00Z', until: '2100-01-01T00:00:00Z' };

const article = (n: number, overrides: Partial<LedgerArticleInput> = {}): LedgerArticleInput => ({
  number: `ART-${n}`,
  name: `Artikel ${n}`,
  netPrice: 10_000 + n * 100,
  price: grossOfNet(10_000 + n * 100, 25),
  vatRate: 25,
  unit: 'st',
  salesAccount: '3001',
  stock: null,
  ledgerOwns: [],
  ...overrides,
});

const buyer = (n: number, overrides: Partial<SaleCustomer> = {}): SaleCustomer => ({
  name: `Kund ${n}`,
  email: `kund${n}@example.se`,
  address: { address1: `Storgatan ${n}`, zip: '111 22', city: 'Stockholm', country: 'SE' },
  ...overrides,
});

/** Lost answers, refusals and retries while a fifth of the requests fail. */
const UNRELIABLE = {
  tooManyRequests: { probability: 0.07 },
  serverError: { probability: 0.07, status: 503 as const },
  lateAnswer: { probability: 0.25, delayMs: 1_500 },
};

/** What every ledger connector keeping articles and customers promises (SPEC §9 e1–e3). */
export function ledgerRecordsContract(harness: LedgerRecordsHarness) {
  const { connector } = harness;
  const open = (world: LedgerRecordsWorld, extra?: ConnectorRuntime) =>
    connector.open(world.settings, world.runtime(extra));

  describe(`${connector.name} articles and customers contract`, () => {
    it('creates an article once, reports it unchanged, and updates only what differs', async () => {
      const world = await harness.start();
      try {
        const ledger = open(world);
        expect(await ledger.upsertArticle!(article(1))).toEqual({
          outcome: 'created',
          number: 'ART-1',
        });
        expect((await ledger.upsertArticle!(article(1))).outcome).toBe('unchanged');
        const renamed = article(1, { name: 'Artikel ett' });
        expect((await ledger.upsertArticle!(renamed)).outcome).toBe('updated');
        expect(world.articles()).toEqual([
          { number: 'ART-1', name: 'Artikel ett', netPrice: article(1).netPrice },
        ]);
      } finally {
        await world.close();
      }
    });

    it('leaves the price alone where the ledger owns it', async () => {
      const world = await harness.start();
      try {
        const ledger = open(world);
        await ledger.upsertArticle!(article(2));
        const cheaper = article(2, { netPrice: 500, price: 625, ledgerOwns: ['price'] });
        expect((await ledger.upsertArticle!(cheaper)).outcome).toBe('unchanged');
        expect(world.articles()[0]?.netPrice).toBe(article(2).netPrice);
      } finally {
        await world.close();
      }
    });

    it('creates every article and customer once though answers are lost after the ledger took them', async () => {
      const world = await harness.start();
      try {
        world.faults.set(UNRELIABLE);
        const ledger = open(world, { timeoutMs: 400 });
        for (let n = 1; n <= 6; n++) await ledger.upsertArticle!(article(n));
        const numbers = [];
        for (let n = 1; n <= 6; n++) numbers.push((await ledger.ensureCustomer!(buyer(n))).number);
        world.faults.clear();
        expect(
          world
            .articles()
            .map((a) => a.number)
            .sort(),
        ).toEqual([1, 2, 3, 4, 5, 6].map((n) => `ART-${n}`));
        expect(world.customers()).toHaveLength(6);
        expect(new Set(numbers).size).toBe(6);
      } finally {
        await world.close();
      }
    });

    it('finds a customer by e-mail, else by organisation number, and creates one otherwise', async () => {
      const world = await harness.start();
      try {
        const ledger = open(world);
        const anna = await ledger.ensureCustomer!(buyer(1));
        expect(anna.created).toBe(true);
        const again = await ledger.ensureCustomer!(buyer(1, { name: 'Anna A', address: {} }));
        expect(again).toEqual({ number: anna.number, created: false });
        const company = { name: 'Bygg AB', organisationNumber: '556677-8899' };
        const bygg = await ledger.ensureCustomer!(company);
        expect(bygg.created).toBe(true);
        expect(await ledger.ensureCustomer!({ ...company, name: 'Bygg' })).toEqual({
          number: bygg.number,
          created: false,
        });
        expect(world.customers()).toEqual([
          expect.objectContaining({ number: anna.number, email: 'kund1@example.se' }),
          expect.objectContaining({ number: bygg.number, organisationNumber: '556677-8899' }),
        ]);
      } finally {
        await world.close();
      }
    });

    it('reads an article and the articles an accountant changed since a time', async () => {
      const world = await harness.start();
      try {
        const ledger = open(world);
        await ledger.upsertArticle!(article(3));
        await ledger.upsertArticle!(article(4));
        world.advance(10 * 60_000);
        const since = new Date(world.now() - 5 * 60_000).toISOString();
        world.editPrice('ART-4', 4_200);
        const changed = [];
        for await (const a of ledger.articlesChanged!({ since, until: WIDE.until }))
          changed.push(a);
        expect(changed.map((a) => [a.number, a.netPrice])).toEqual([['ART-4', 4_200]]);
        expect(await ledger.article!('ART-3')).toMatchObject({ netPrice: article(3).netPrice });
        expect(await ledger.article!('NOPE')).toBeNull();
      } finally {
        await world.close();
      }
    });

    it('answers an article the ledger refuses with validation', async () => {
      const world = await harness.start();
      try {
        const odd = article(5, { vatRate: 7 });
        expect(await codeOf(open(world).upsertArticle!(odd))).toBe('validation');
        expect(world.articles()).toEqual([]);
      } finally {
        await world.close();
      }
    });
  });
}
