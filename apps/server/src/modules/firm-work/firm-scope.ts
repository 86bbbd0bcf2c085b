import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { refusal } from '../../http/http-error';
import type { Scope } from '../tenancy/scope';

/**
 * Where an accountant's tools act (issue 15): the firm they act in and the clients of that firm
 * they may see. A master accountant sees every client of the firm, a partner accountant the
 * clients assigned to them (ADR 010); in-house staff switched into a firm see all of its clients.
 */
export interface FirmScope {
  firmId: number;
  /** the person acting, recorded as author */
  userId: number;
  actorId: number;
  /** the firm's clients this person may see */
  clientIds: number[];
}

/** SPEC §8: a firm-scoped call without an active firm is refused with its message. */
export function activeFirmOf(scope: Scope): number {
  if (scope.activeFirmId === null) throw refusal(400, 'no_active_firm');
  return scope.activeFirmId;
}

export async function firmScopeOf(db: Db, scope: Scope): Promise<FirmScope> {
  const firmId = activeFirmOf(scope);
  const where = scope.all
    ? eq(companies.accountingFirmId, firmId)
    : scope.companyIds.length
      ? and(eq(companies.accountingFirmId, firmId), inArray(companies.id, scope.companyIds))
      : undefined;
  const rows = where
    ? await db.select({ id: companies.id }).from(companies).where(where).orderBy(companies.id)
    : [];
  return { firmId, userId: scope.userId, actorId: scope.actorId, clientIds: rows.map((r) => r.id) };
}

/** Whether the client is one of the firm's clients this person may see. */
export function seesClient(firm: FirmScope, companyId: number): boolean {
  return firm.clientIds.includes(companyId);
}
