import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FortnoxSimulator } from '@portal/simulators/fortnox/server';
import { generateLedgerHistory, ledgerYearsOf } from '@portal/simulators/scenarios/ledger-history';
import type { LedgerHistory } from '@portal/simulators/scenarios/ledger-history';
import {
  putHistoryInFortnox,
  putHistoryInVisma,
} from '@portal/simulators/scenarios/put-ledger-history';
import type { VismaSimulator } from '@portal/simulators/visma/server';
import { eq, min } from 'drizzle-orm';
import type { AppContext } from '../context';
import { companies } from '../db/schema/companies';
import { ledgerYears } from '../db/schema/ledger';
import { sourceOf } from '../modules/ledger/ledger.repository';
import { runLedgerRefresh } from '../modules/ledger/ledger-refresh.job';
import { queueSource } from '../modules/ledger/ledger-source.repository';
import { sieFileOf } from './demo-ledger-sie';

/*
 * The demo's whole ledgers (issue 16): Norrsken's books in the Fortnox simulator and
 * Fjällbutiken's in the Visma one hold about three years of a web shop up to yesterday, with the
 * irregularities the anomaly and duplicate tools should find; on the first start the portal reads
 * them through the real readers, so the financial tools have data at once. Lindqvist Bygg, a
 * client in no system the portal reads, gets its books as an uploaded SIE file.
 */

const NORRSKEN = '556677-8899';
const FJALL = '559123-4567';
const BYGG = '556901-2345';
/** months of books on the first start, this one included */
const MONTHS = 35;

const monthOf = (date: Date, back: number) => {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
};
const monthsBetween = (first: string, now: Date) =>
  (now.getUTCFullYear() - Number(first.slice(0, 4))) * 12 +
  now.getUTCMonth() -
  (Number(first.slice(5, 7)) - 1) +
  1;

/** The history up to yesterday: a month is generated whole, its days to come are not kept. */
function untilYesterday(history: LedgerHistory, now: Date): LedgerHistory {
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  return {
    ...history,
    years: history.years.map((y) => ({
      ...y,
      vouchers: y.vouchers.filter((v) => v.date <= yesterday),
    })),
  };
}

async function companyIdOf(ctx: AppContext, organisationNumber: string) {
  const [row] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.organizationNumber, organisationNumber));
  return row?.id;
}

/**
 * The same books every start: from the first month the portal already holds (the simulators
 * forget theirs when the process stops), else from MONTHS back.
 */
async function historyFor(
  ctx: AppContext,
  companyId: number,
  options: { seed: number; meanDailySales: number; months?: number },
) {
  const now = ctx.clock.now();
  const [stored] = await ctx.db
    .select({ first: min(ledgerYears.start) })
    .from(ledgerYears)
    .where(eq(ledgerYears.companyId, companyId));
  const firstMonth = stored?.first?.slice(0, 7) ?? monthOf(now, (options.months ?? MONTHS) - 1);
  const history = generateLedgerHistory({
    seed: options.seed,
    firstMonth,
    months: Math.min(120, monthsBetween(firstMonth, now)),
    meanDailySales: options.meanDailySales,
    irregularities: true,
  });
  return untilYesterday(history, now);
}

/** Reads a company's books the first time, as the Refresh button would, and waits for it. */
async function readOnce(ctx: AppContext, companyId: number, kind: 'fortnox' | 'visma' | 'sie') {
  if (await sourceOf(ctx.db, companyId)) return false;
  await queueSource(ctx.db, companyId, {
    kind,
    requestedBy: null,
    cursor: {},
    now: ctx.clock.now(),
  });
  const outcome = await runLedgerRefresh(ctx, companyId);
  if (outcome !== 'done') ctx.log.warn({ companyId, outcome }, 'demo ledger not read');
  return true;
}

/** Lindqvist Bygg's SIE file, uploaded once, as an accountant would. */
async function uploadBygg(ctx: AppContext) {
  const companyId = await companyIdOf(ctx, BYGG);
  if (!companyId || (await sourceOf(ctx.db, companyId))) return;
  const now = ctx.clock.now();
  const history = await historyFor(ctx, companyId, {
    seed: 31,
    meanDailySales: 900_000,
    months: 12 + now.getUTCMonth() + 1,
  });
  const bytes = sieFileOf(
    ledgerYearsOf(history),
    { name: 'Lindqvist Bygg & Järn AB', organisationNumber: BYGG },
    now.toISOString().slice(0, 10),
  );
  const stored = path.join('ledger-uploads', `${companyId}-demo.se`);
  await mkdir(path.join(ctx.config.dataDir, 'ledger-uploads'), { recursive: true });
  await writeFile(path.join(ctx.config.dataDir, stored), bytes);
  await queueSource(ctx.db, companyId, {
    kind: 'sie',
    requestedBy: null,
    cursor: { upload: { path: stored, name: 'lindqvist-bygg.se' } },
    now,
  });
  await runLedgerRefresh(ctx, companyId);
}

/**
 * Puts the demo's books into the simulators (every start: they keep nothing) and, the first
 * time, reads them into the portal. Call once the simulated connections point at them and the
 * simulated companies carry their organisation numbers.
 */
export async function seedDemoLedgers(
  ctx: AppContext,
  simulators: { fortnox: FortnoxSimulator; visma: VismaSimulator },
) {
  const started = Date.now();
  const tenant = [...simulators.fortnox.state.tenants.values()].find(
    (t) => t.company.organisationNumber === NORRSKEN,
  );
  const company = [...simulators.visma.state.companies.values()].find(
    (c) => c.settings.CorporateIdentityNumber === FJALL,
  );
  const norrsken = await companyIdOf(ctx, NORRSKEN);
  const fjall = await companyIdOf(ctx, FJALL);
  if (norrsken && tenant) {
    putHistoryInFortnox(
      tenant,
      await historyFor(ctx, norrsken, { seed: 16, meanDailySales: 2_500_000 }),
    );
    await readOnce(ctx, norrsken, 'fortnox');
  }
  if (fjall && company) {
    putHistoryInVisma(
      company,
      await historyFor(ctx, fjall, { seed: 17, meanDailySales: 1_200_000 }),
    );
    await readOnce(ctx, fjall, 'visma');
  }
  await uploadBygg(ctx);
  ctx.log.info({ ms: Date.now() - started }, 'demo ledgers ready');
}
