import { describe, expect, it } from 'vitest';
import type { CanonicalArticle } from '../model/article';
import { grossOfNet } from '../model/article';
import { isUnmappedArticle } from '../sdk/connector';
import type {
  AppConnector,
  ArticleItem,
  ConnectionSettings,
  ConnectorRuntime,
} from '../sdk/connector';
import { codeOf } from './contract-suite';
import type { ContractFaults } from './contract-suite';

/** A shop simulator as one connection sees its products (e1, e2). */
export interface ArticleWorld {
  settings: ConnectionSettings;
  faults: ContractFaults;
  runtime(extra?: ConnectorRuntime): ConnectorRuntime;
  /** every variant the shop sells as an article (gift cards are none) */
  variants(): string[];
  /** a variant whose stock the shop tracks, and one whose it does not */
  tracked(): string;
  untracked(): string;
  /** a merchant sets a variant's price (VAT included, minor units) now, which is `at` */
  changePrice(variantId: string, price: number): { at: string };
  /** what the shop holds of a variant */
  variant(variantId: string): { productId: string; price: number; stock: number | null };
  expireCredentials(): void;
  close(): Promise<void>;
}

export interface ArticleHarness {
  connector: AppConnector;
  start(): Promise<ArticleWorld>;
}

const WIDE = { since: '2000-01-01T00:00:00Z', until: '2100-01-01T00:00:00Z' };

async function collect(items: AsyncIterable<ArticleItem>): Promise<CanonicalArticle[]> {
  const all: ArticleItem[] = [];
  for await (const item of items) all.push(item);
  expect(all.filter(isUnmappedArticle)).toEqual([]);
  return all.flatMap((item) => ('article' in item ? [item.article] : []));
}

/** What every app connector offering articles promises (SPEC §9 e1, e2). */
export function articleContract(harness: ArticleHarness) {
  const { connector } = harness;
  const open = (world: ArticleWorld, extra?: ConnectorRuntime) =>
    connector.open(world.settings, world.runtime(extra));

  describe(`${connector.name} articles contract`, () => {
    it('reads every variant once as an article with a number, a net and a gross price', async () => {
      const world = await harness.start();
      try {
        const articles = await collect(open(world).articles!(WIDE));
        expect(articles.map((a) => a.variantId).sort()).toEqual([...world.variants()].sort());
        for (const article of articles) {
          expect(article.number.length).toBeGreaterThan(0);
          expect(article.currency).toMatch(/^[A-Z]{3}$/);
          expect(
            Math.abs(grossOfNet(article.netPrice, article.vatRate) - article.price),
          ).toBeLessThanOrEqual(1);
          expect(article.price).toBe(world.variant(article.variantId).price);
        }
      } finally {
        await world.close();
      }
    });

    it('reads on through 429, 5xx and requests that do not answer in time', async () => {
      const world = await harness.start();
      try {
        world.faults.set({
          tooManyRequests: { next: 1 },
          serverError: { next: 1, status: 503 },
          timeout: { next: 1, delayMs: 1_500 },
        });
        const articles = await collect(open(world, { timeoutMs: 400 }).articles!(WIDE));
        expect(articles).toHaveLength(world.variants().length);
      } finally {
        await world.close();
      }
    });

    it('reads in a window only what changed in it, with the new price', async () => {
      const world = await harness.start();
      try {
        const variant = world.tracked();
        const { at } = world.changePrice(variant, 123_400);
        const since = new Date(Date.parse(at) - 1_000).toISOString();
        const until = new Date(Date.parse(at) + 1_000).toISOString();
        const changed = await collect(open(world).articles!({ since, until }));
        expect(changed.find((a) => a.variantId === variant)?.price).toBe(123_400);
        const productId = world.variant(variant).productId;
        expect(changed.every((a) => a.productId === productId)).toBe(true);
        const before = await collect(open(world).articles!({ since: until, until: WIDE.until }));
        expect(before).toEqual([]);
      } finally {
        await world.close();
      }
    });

    it('writes a price and a stock back, and writing them again changes nothing more', async () => {
      const world = await harness.start();
      try {
        const session = open(world);
        const variantId = world.tracked();
        const ref = { variantId, productId: world.variant(variantId).productId };
        const write = { price: { gross: 25_000, net: 20_000, vatRate: 25 }, stock: 17 };
        await session.writeArticle!(ref, write);
        await session.writeArticle!(ref, write);
        expect(world.variant(variantId)).toMatchObject({ price: 25_000, stock: 17 });
      } finally {
        await world.close();
      }
    });

    it('answers stock on a variant that does not track it with validation', async () => {
      const world = await harness.start();
      try {
        const variantId = world.untracked();
        const ref = { variantId, productId: world.variant(variantId).productId };
        expect(await codeOf(open(world).writeArticle!(ref, { stock: 3 }))).toBe('validation');
      } finally {
        await world.close();
      }
    });

    it('answers expired credentials with auth', async () => {
      const world = await harness.start();
      try {
        world.expireCredentials();
        expect(await codeOf(collect(open(world).articles!(WIDE)))).toBe('auth');
      } finally {
        await world.close();
      }
    });
  });
}
