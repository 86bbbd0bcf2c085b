// bench/statements: each statement's time to first byte over real HTTP on a company whose ledger
// holds one million transactions (issue 16: "opens in about a second").
//
//   npm run statements -w bench
//
// BENCH_TRANSACTIONS sets the size. PostgreSQL: DATABASE_URL, else 127.0.0.1:5432 (database
// `test`); a database of its own is created there and dropped. BENCH_PGLITE=on also runs PGlite.
import type { AddressInfo } from 'node:net';
import { createUser, signIn } from '../../apps/server/src/test/fixtures';
import { createTestApp } from '../../apps/server/src/test/test-app';
import { insertCompany } from '../../apps/server/src/modules/companies/companies.repository';
import { writeLedgerYear } from '../../apps/server/src/modules/ledger/ledger-store.repository';
import { ledgerSources } from '../../apps/server/src/db/schema/ledger';
import { bigLedger } from './ledger-fixture';

const TRANSACTIONS = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const RUNS = 7;

const YEAR = 'from=2025-01&to=2025-12';
const STATEMENTS: [string, string][] = [
  ['balance sheet', `kind=balance_sheet&${YEAR}`],
  ['income statement', `kind=income_statement&${YEAR}`],
  ['cash flow, direct', `kind=cash_flow&method=direct&${YEAR}`],
  ['cash flow, indirect', `kind=cash_flow&method=indirect&${YEAR}`],
  ['income statement, mid-month', 'kind=income_statement&from=2025-06-10&to=2025-09-20'],
];

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(url: string, key: string) {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Bearer ${key}` } });
  const firstByte = performance.now() - started;
  const body = await res.text();
  if (!res.ok) throw new Error(`${res.status} ${body.slice(0, 200)}`);
  return { firstByte, total: performance.now() - started, bytes: body.length };
}

async function run(kind: 'PostgreSQL' | 'PGlite') {
  if (kind === 'PostgreSQL') process.env.TEST_DATABASE_URL = PG_URL;
  else delete process.env.TEST_DATABASE_URL;
  const t = await createTestApp();
  try {
    const db = t.ctx.db;
    const company = await insertCompany(db, {
      name: 'Stor Handel AB',
      organizationNumber: '556000-0001',
    });
    const year = bigLedger(TRANSACTIONS);
    const written = performance.now();
    const { transactions } = await writeLedgerYear(db, company.id, year);
    await db
      .insert(ledgerSources)
      .values({ companyId: company.id, kind: 'sie', status: 'done', refreshedAt: new Date() });
    const writeSeconds = (performance.now() - written) / 1000;
    await createUser(db, { email: 'bench@example.com', role: 'Inhouse' });
    const key = await signIn(t.app, 'bench@example.com');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const base = `http://127.0.0.1:${port}/api/financial-reports/statement/?company=${company.id}`;
    console.log(
      `statements (${kind}): ${transactions.toLocaleString('en')} transactions written in ` +
        `${writeSeconds.toFixed(1)} s; median of ${RUNS} runs after one warm-up`,
    );
    for (const [name, query] of STATEMENTS) {
      const url = `${base}&${query}`;
      await timed(url, key);
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await timed(url, key));
      console.log(
        `  ${name.padEnd(28)} first byte ${median(runs.map((r) => r.firstByte)).toFixed(0)} ms | ` +
          `whole answer ${median(runs.map((r) => r.total)).toFixed(0)} ms | ` +
          `${(runs[0]!.bytes / 1024).toFixed(0)} KiB`,
      );
    }
  } finally {
    await t.close();
  }
}

await run('PostgreSQL');
if (process.env.BENCH_PGLITE === 'on') await run('PGlite');
process.exit(0);
