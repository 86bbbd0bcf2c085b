// bench/ledger-import: a year of one million transactions (~250,000 vouchers, ~300 accounts)
// imported as a SIE 4 upload is — parsed and checked whole (readSieLedgerBytes), then written
// with its month totals and cash flows (writeLedgerYear) — on PostgreSQL, then on PGlite.
//
//   npm run ledger-import -w bench
//
// BENCH_TRANSACTIONS sets the size; BENCH_PGLITE=off skips PGlite. PostgreSQL: DATABASE_URL,
// else 127.0.0.1:5432 (database `test`); a database of its own is created there and dropped.
import pg from 'pg';
import { readSieLedgerBytes } from '../../packages/connectors/src/sie/ledger';
import { insertCompany } from '../../apps/server/src/modules/companies/companies.repository';
import { writeLedgerYear } from '../../apps/server/src/modules/ledger/ledger-store.repository';
import { createTestDatabase } from '../../apps/server/src/test/test-database';
import { bigLedger, sieOf } from './ledger-fixture';

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The largest heap and RSS seen: sampled every 50 ms, and after each step (parsing blocks). */
function memoryWatch() {
  const peak = { rss: 0, heap: 0 };
  const sample = () => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
  };
  const timer = setInterval(sample, 50);
  return {
    sample,
    stop: () => {
      clearInterval(timer);
      sample();
      // the kernel's own peak covers what a blocking step hid from the samples
      peak.rss = Math.max(peak.rss, process.resourceUsage().maxRSS * 1024);
      return peak;
    },
  };
}

async function importOnce(kind: 'PostgreSQL' | 'PGlite', bytes: Buffer) {
  global.gc?.();
  const { database, drop } = await createTestDatabase(kind === 'PostgreSQL' ? PG_URL : undefined);
  const watch = memoryWatch();
  try {
    const company = await insertCompany(database.db, {
      name: 'Stor Handel AB',
      organizationNumber: '556000-0001',
    });
    const started = performance.now();
    const years = readSieLedgerBytes(bytes);
    watch.sample();
    const parsed = performance.now();
    let rows = 0;
    for (const year of years) {
      rows += (await writeLedgerYear(database.db, company.id, year)).transactions;
    }
    const written = performance.now();
    const peak = watch.stop();
    const vouchers = years.reduce((s, y) => s + (y.vouchers?.length ?? 0), 0);
    console.log(
      `ledger-import (${kind}): ${rows.toLocaleString('en')} transactions in ` +
        `${vouchers.toLocaleString('en')} vouchers (${mb(bytes.length)} SIE) | ` +
        `parse ${seconds(parsed - started)} | write ${seconds(written - parsed)} | ` +
        `total ${seconds(written - started)} | ` +
        `${Math.round(rows / ((written - started) / 1000)).toLocaleString('en')} rows/s | ` +
        `peak RSS ${mb(peak.rss)}, heap ${mb(peak.heap)}`,
    );
  } finally {
    watch.stop();
    await drop();
  }
}

async function reachable(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect(); // this benchmark is about PostgreSQL first: no fallback
  await client.end();
}

await reachable(PG_URL);
const generated = performance.now();
const bytes = sieOf(bigLedger(TRANSACTIONS));
console.log(
  `ledger-import: generated ${mb(bytes.length)} of SIE in ` +
    `${seconds(performance.now() - generated)}`,
);
await importOnce('PostgreSQL', bytes);
if (process.env.BENCH_PGLITE !== 'off') await importOnce('PGlite', bytes);
