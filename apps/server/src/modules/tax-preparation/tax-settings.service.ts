import type {
  ClientTaxSettings,
  ClientTaxSettingsInput,
} from '@portal/contracts/schemas/tax-preparation';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { notFound } from '../../http/http-error';
import { firmScopeOf, seesClient } from '../firm-work/firm-scope';
import type { Scope } from '../tenancy/scope';
import { fitsSettings } from './periods';
import { taxSettingsOf } from './client-settings';
import type { KeptSettings } from './client-settings';
import { ensurePeriods, returnYears } from './tax-returns.service';
import {
  clientPage,
  deleteUntouchedReturns,
  returnsOfClients,
  upsertSettings,
} from './tax-preparation.repository';

const view = (company: { id: number; name: string }, s: KeptSettings): ClientTaxSettings => ({
  company: company.id,
  company_name: company.name,
  vat_frequency: s.vatFrequency,
  fiscal_year_end_month: s.fiscalYearEndMonth,
  updated_at: s.updatedAt?.toISOString() ?? null,
});

export async function listTaxSettings(
  ctx: AppContext,
  scope: Scope,
  page: { search?: string; limit: number; offset: number },
) {
  const firm = await firmScopeOf(ctx.db, scope);
  const { count, rows } = await clientPage(ctx.db, firm, page);
  const settings = await taxSettingsOf(
    ctx.db,
    firm.firmId,
    rows.map((r) => r.id),
  );
  return { count, results: rows.map((c) => view(c, settings.get(c.id)!)) };
}

/**
 * Sets a client's VAT period and fiscal year. Returns nobody started (open) that the new
 * settings would not make are removed, and the new periods made; returns in progress or filed
 * stay as they are.
 */
export async function putTaxSettings(
  ctx: AppContext,
  scope: Scope,
  companyId: number,
  input: z.output<typeof ClientTaxSettingsInput>,
): Promise<ClientTaxSettings> {
  const firm = await firmScopeOf(ctx.db, scope);
  if (!seesClient(firm, companyId)) throw notFound();
  const parsed = {
    vatFrequency: input.vat_frequency,
    fiscalYearEndMonth: input.fiscal_year_end_month,
  };
  const now = ctx.clock.now();
  const years = returnYears(now);
  await ctx.db.transaction(async (tx) => {
    await upsertSettings(tx, {
      firmId: firm.firmId,
      companyId,
      ...parsed,
      updatedBy: scope.actorId,
      updatedAt: now,
    });
    const existing = await returnsOfClients(tx, firm.firmId, [companyId]);
    const stale = existing.filter(
      (r) =>
        r.status === 'open' &&
        years.includes(Number(r.periodEnd.slice(0, 4))) &&
        !fitsSettings(r, parsed, years),
    );
    await deleteUntouchedReturns(
      tx,
      stale.map((r) => r.id),
    );
    await ensurePeriods(tx, firm.firmId, [companyId], now);
  });
  const { rows } = await clientPage(
    ctx.db,
    { ...firm, clientIds: [companyId] },
    {
      limit: 1,
      offset: 0,
    },
  );
  const settings = await taxSettingsOf(ctx.db, firm.firmId, [companyId]);
  return view(rows[0]!, settings.get(companyId)!);
}
