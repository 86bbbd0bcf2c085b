import { netOfGross } from '@portal/connectors/model/article';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { syncedArticles } from '../../../db/schema/sales';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import type { RuleHook } from '../context';
import { entriesOf, resetCursor, runUntilDone, watchedRegistry } from './runs';
import { LEDGER_TOKEN, SHOP_TOKEN, startWorld } from './world';

const SYNC = {
  intervalSeconds: 60,
  leaseSeconds: 30,
  sliceSeconds: 600,
  windowHours: 168,
  lagSeconds: 0,
  rateLimits: false,
};

let t: TestApp | undefined;
let world: Awaited<ReturnType<typeof startWorld>> | undefined;
afterEach(async () => {
  await world?.close();
  await t?.close();
  world = t = undefined;
});

async function start(options: Parameters<typeof startWorld>[1], timeoutMs = 2_000) {
  t = await createTestApp({ sync: SYNC, syncRequestTimeoutMs: timeoutMs });
  world = await startWorld(t.ctx.db, options);
  const shop = world.shop.state.shop(SHOP_TOKEN)!;
  const fortnox = world.ledger.state.tenant(LEDGER_TOKEN)!;
  const variants = () =>
    shop.products.filter((p) => !p.giftCard).flatMap((p) => p.variants.map((v) => ({ p, v })));
  return {
    t,
    world,
    variants,
    /** Fortnox's articles, by number */
    articles: () =>
      new Map(fortnox.articles.map(({ article }) => [article.ArticleNumber, article])),
    rows: () =>
      t!.ctx.db
        .select()
        .from(syncedArticles)
        .where(eq(syncedArticles.subscriptionId, world!.subscription.id)),
  };
}

/** Whole seconds pass: the simulators stamp changes to the second. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 1_100));

describe('articles to Fortnox (e1)', () => {
  it(
    'makes every variant one article, exactly once, while a fifth of the requests fail',
    { timeout: 120_000 },
    async () => {
      // 429s, 503s, and creates Fortnox carries out whose answer never reaches the engine
      const faults = {
        tooManyRequests: { probability: 0.07 },
        serverError: { probability: 0.07, status: 503 as const },
        lateAnswer: { probability: 0.2, delayMs: 800 },
      };
      const w = await start({ orders: 2, fortnox: { faults, seed: 4 } }, 300);
      const { results } = await runUntilDone(w.t, w.world.subscription);
      w.world.ledger.faults.clear();
      // answers were lost after Fortnox carried the requests out: what it took was found again
      const recovered = results.reduce(
        (sum, r) => sum + ('counts' in r ? r.counts.recovered : 0),
        0,
      );
      expect(recovered).toBeGreaterThan(0);
      const articles = w.articles();
      expect([...articles.keys()].sort()).toEqual(
        w
          .variants()
          .map(({ v }) => v.sku)
          .sort(),
      );
      for (const { p, v } of w.variants()) {
        const name = v.title === 'Default Title' ? p.title : `${p.title} - ${v.title}`;
        expect(articles.get(v.sku)).toMatchObject({
          Description: name,
          SalesPrice: netOfGross(v.price, 25) / 100,
          VAT: 25,
          SalesAccount: 3001,
        });
      }
      const entries = await entriesOf(w.t, w.world.subscription.id, 'article');
      expect(entries.filter((e) => e.status !== 'Success').map((e) => e.reason)).toEqual([]);
      expect(entries).toHaveLength(w.variants().length);
      const rows = await w.rows();
      expect(rows.map((r) => [r.productNumber, r.numberInAccounting, r.syncStatus]).sort()).toEqual(
        w
          .variants()
          .map(({ v }) => [v.sku, v.sku, 'Success'])
          .sort(),
      );
    },
  );

  it('syncs nothing again without a change, a price change once, and a change back once more', async () => {
    const w = await start({ orders: 2 });
    await runUntilDone(w.t, w.world.subscription);
    const before = JSON.stringify([...w.articles().values()]);
    // read everything again from the start date: every article is what Fortnox holds
    await resetCursor(w.t, w.world.subscription.id);
    const { results } = await runUntilDone(w.t, w.world.subscription);
    expect(results.at(-1)).toMatchObject({ state: 'done', counts: { booked: 0, failed: 0 } });
    expect(JSON.stringify([...w.articles().values()])).toBe(before);
    expect(await entriesOf(w.t, w.world.subscription.id, 'article')).toHaveLength(
      w.variants().length,
    );

    const { v } = w.variants().find(({ v }) => v.sku === 'ULL-003-M')!;
    const original = v.price;
    await tick();
    w.world.shop.state.setVariantPrice(SHOP_TOKEN, v.id, 15_900);
    await tick();
    await runUntilDone(w.t, w.world.subscription);
    await runUntilDone(w.t, w.world.subscription);
    expect(w.articles().get('ULL-003-M')!.SalesPrice).toBe(127.2);
    const changed = (await entriesOf(w.t, w.world.subscription.id, 'article')).filter((e) =>
      e.sourceId.startsWith(`${v.id}@`),
    );
    expect(changed.map((e) => e.status)).toEqual(['Success', 'Success']);

    // back to the first price: a change of its own, though its content was synced before
    await tick();
    w.world.shop.state.setVariantPrice(SHOP_TOKEN, v.id, original);
    await tick();
    await runUntilDone(w.t, w.world.subscription);
    expect(w.articles().get('ULL-003-M')!.SalesPrice).toBe(netOfGross(original, 25) / 100);
    const row = (await w.rows()).find((r) => r.sourceId === String(v.id))!;
    expect(row).toMatchObject({ price: original, syncStatus: 'Success' });
  });

  it('finds the article a run cut off after Fortnox took it left there, and makes no second', async () => {
    const w = await start({ orders: 1 });
    const { registry } = watchedRegistry('upsertArticle', 3);
    const { results } = await runUntilDone(w.t, w.world.subscription, { registry });
    expect(results[0]).toMatchObject({ state: 'stopped', reason: 'The worker was killed' });
    expect(results.at(-1)!.state).toBe('done');
    expect(w.articles().size).toBe(w.variants().length);
    const entries = await entriesOf(w.t, w.world.subscription.id, 'article');
    expect(entries.filter((e) => e.status !== 'Success')).toEqual([]);
    expect(entries).toHaveLength(w.variants().length);
    // the third article was in Fortnox already: found, not made again
    expect(results.at(-1)).toMatchObject({ counts: { recovered: 1 } });
  });

  it('fails one article alone: a custom rule’s error, a number two variants share', async () => {
    const w = await start({ orders: 1 });
    const shop = w.world.shop.state.shop(SHOP_TOKEN)!;
    const kaffe = shop.products.find((p) => p.title.startsWith('Ekologiskt kaffe'))!;
    kaffe.variants[1]!.sku = kaffe.variants[0]!.sku;
    const rules: RuleHook = async (entryPoint, data) => {
      const article = data as { sku?: string; vatRate?: number };
      if (entryPoint === 'e1' && article.sku === 'BUL-006')
        return { ok: false, ruleId: 7, reason: 'Custom rule 7: no buns in the books' };
      // food is 12 %: what a shop's rule sets where Shopify names no rate
      if (entryPoint === 'e1' && article.sku?.startsWith('KAF'))
        return { ok: true, output: { ...article, vatRate: 12 } };
      return { ok: true, output: data };
    };
    await runUntilDone(w.t, w.world.subscription, { rules });
    const entries = await entriesOf(w.t, w.world.subscription.id, 'article');
    const failed = entries.filter((e) => e.status === 'Failed');
    expect(failed.map((e) => e.reason)).toHaveLength(2);
    expect(failed.map((e) => e.reason)).toEqual(
      expect.arrayContaining([
        'Custom rule 7: no buns in the books',
        expect.stringMatching(/^Article number KAF-500 is already variant \d+’s/),
      ]),
    );
    // and as message keys, for the reader's language
    expect(failed.map((e) => [e.reasonKey, e.reasonParams])).toEqual(
      expect.arrayContaining([
        ['engine.reason.rule_failed', { rule: 7, message: 'no buns in the books' }],
        [
          'engine.reason.article_number_taken',
          expect.objectContaining({ number: 'KAF-500', variant: expect.any(String) }),
        ],
      ]),
    );
    expect(entries.filter((e) => e.status === 'Success')).toHaveLength(w.variants().length - 2);
    expect(w.articles().get('KAF-500')).toMatchObject({ VAT: 12, SalesAccount: 3002 });
    expect(w.articles().has('BUL-006')).toBe(false);
    // the row follows its entry: the panel shows why
    const bun = (await w.rows()).find((r) => r.productNumber === 'BUL-006')!;
    expect(bun).toMatchObject({
      syncStatus: 'Failed',
      reason: 'Custom rule 7: no buns in the books',
    });
  });

  it('syncs an unchanged article again only when e8 says it must sync every time', async () => {
    const w = await start({ orders: 1 });
    await runUntilDone(w.t, w.world.subscription);
    const { v } = w.variants().find(({ v }) => v.sku === 'TEK-001')!;
    const count = async () =>
      (await entriesOf(w.t, w.world.subscription.id, 'article')).filter((e) =>
        e.sourceId.startsWith(`${v.id}@`),
      ).length;
    // the merchant saves the product without changing what Fortnox holds
    await tick();
    w.world.shop.state.setVariantPrice(SHOP_TOKEN, v.id, v.price);
    await tick();
    await runUntilDone(w.t, w.world.subscription);
    expect(await count()).toBe(1);
    await tick();
    w.world.shop.state.setVariantPrice(SHOP_TOKEN, v.id, v.price);
    await tick();
    const always: RuleHook = async (entryPoint, data) =>
      entryPoint === 'e8'
        ? { ok: true, output: { ...(data as object), must_sync_each_time: true } }
        : { ok: true, output: data };
    const { results } = await runUntilDone(w.t, w.world.subscription, { rules: always });
    expect(await count()).toBe(2);
    expect(results.at(-1)).toMatchObject({ counts: { recovered: 1, booked: 0 } });
  });
});

describe('the ledger’s price and stock back to the shop (e2)', () => {
  const edit = (w: Awaited<ReturnType<typeof start>>, number: string, article: object) =>
    fetch(`${w.world.ledger.url}/3/articles/${number}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${LEDGER_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ Article: article }),
    });

  it('writes what an accountant changed in Fortnox to Shopify once, and e1 sends it not back', async () => {
    const w = await start({ orders: 1, articleWriteBack: 'both' });
    await runUntilDone(w.t, w.world.subscription);
    const { v } = w.variants().find(({ v }) => v.sku === 'LIN-015')!;
    await tick();
    expect((await edit(w, 'LIN-015', { SalesPrice: 320, QuantityInStock: 4 })).status).toBe(200);
    await tick();
    await runUntilDone(w.t, w.world.subscription);
    expect(v).toMatchObject({ price: 40_000, quantity: 4 });
    const writes = await entriesOf(w.t, w.world.subscription.id, 'article_to_app');
    expect(writes.map((e) => [e.status, e.elementType, e.referenceNumber])).toEqual([
      ['Success', 'e2', 'LIN-015'],
    ]);
    expect((await w.rows()).find((r) => r.productNumber === 'LIN-015')).toMatchObject({
      price: 40_000,
      quantity: 4,
    });

    // the shop's new price comes back to e1: the ledger owns it, so nothing goes to Fortnox
    await tick();
    await runUntilDone(w.t, w.world.subscription);
    await runUntilDone(w.t, w.world.subscription);
    expect(w.articles().get('LIN-015')).toMatchObject({ SalesPrice: 320, QuantityInStock: 4 });
    expect(await entriesOf(w.t, w.world.subscription.id, 'article_to_app')).toHaveLength(1);
    const syncs = (await entriesOf(w.t, w.world.subscription.id, 'article')).filter((e) =>
      e.sourceId.startsWith(`${v.id}@`),
    );
    expect(syncs).toHaveLength(1);
  });

  it('leaves the shop alone for a subscription that writes nothing back', async () => {
    const w = await start({ orders: 1 });
    await runUntilDone(w.t, w.world.subscription);
    const { v } = w.variants().find(({ v }) => v.sku === 'TEK-001')!;
    await tick();
    await edit(w, 'TEK-001', { SalesPrice: 1 });
    await tick();
    await runUntilDone(w.t, w.world.subscription);
    expect(v.price).toBe(49_900);
    expect(await entriesOf(w.t, w.world.subscription.id, 'article_to_app')).toEqual([]);
  });
});
