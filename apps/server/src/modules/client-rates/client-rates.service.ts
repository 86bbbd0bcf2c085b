import { formatMinor, parseMinor } from '@portal/connectors/money';
import { CONSULTATION_RATE_ORE } from '@portal/contracts/schemas/client-rates';
import type { ClientRate } from '@portal/contracts/schemas/client-rates';
import type { AppContext } from '../../context';
import { notFound } from '../../http/http-error';
import { firmScopeOf, seesClient } from '../firm-work/firm-scope';
import type { FirmScope } from '../firm-work/firm-scope';
import type { Scope } from '../tenancy/scope';
import { deleteRate, findRate, listRates, upsertRate } from './client-rates.repository';
import type { RateFilter, RateRow } from './client-rates.repository';

export const sek = (ore: number) => formatMinor(ore, 'SEK');
const ore = (amount: string) => parseMinor(amount.replace(',', '.'), 'SEK');

function toClientRate(row: RateRow): ClientRate {
  const own = row.hourlyRate !== null;
  return {
    client: row.client,
    client_name: row.clientName,
    company_id: row.organizationNumber,
    hourly_rate: sek(row.hourlyRate ?? CONSULTATION_RATE_ORE),
    is_default: !own,
    updated_by:
      own && row.updatedById !== null
        ? { id: row.updatedById, name: row.updatedByName ?? '' }
        : null,
    updated_at: own && row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

export async function listClientRates(ctx: AppContext, scope: Scope, filter: RateFilter) {
  const firm = await firmScopeOf(ctx.db, scope);
  const { count, rows } = await listRates(ctx.db, firm.firmId, firm.clientIds, filter);
  return { count, results: rows.map(toClientRate), default_rate: sek(CONSULTATION_RATE_ORE) };
}

/** A client of the firm the person sees; another firm's or an unassigned client is not found. */
async function visibleClient(ctx: AppContext, scope: Scope, companyId: number) {
  const firm = await firmScopeOf(ctx.db, scope);
  if (!seesClient(firm, companyId)) throw notFound();
  return firm;
}

async function rateOf(ctx: AppContext, firm: FirmScope, companyId: number) {
  const row = await findRate(ctx.db, firm.firmId, companyId);
  if (!row) throw notFound();
  return toClientRate(row);
}

export async function getClientRate(ctx: AppContext, scope: Scope, companyId: number) {
  return rateOf(ctx, await visibleClient(ctx, scope, companyId), companyId);
}

/** Sets or changes the client's rate; finished time keeps the rate it was valued at (ADR 032). */
export async function setClientRate(
  ctx: AppContext,
  scope: Scope,
  companyId: number,
  hourlyRate: string,
) {
  const firm = await visibleClient(ctx, scope, companyId);
  await upsertRate(ctx.db, {
    firmId: firm.firmId,
    companyId,
    hourlyRate: ore(hourlyRate),
    updatedBy: scope.actorId,
    at: ctx.clock.now(),
  });
  return rateOf(ctx, firm, companyId);
}

/** Back to the consultation rate: the client's own rate is removed. */
export async function resetClientRate(ctx: AppContext, scope: Scope, companyId: number) {
  const firm = await visibleClient(ctx, scope, companyId);
  await deleteRate(ctx.db, firm.firmId, companyId);
  return rateOf(ctx, firm, companyId);
}
