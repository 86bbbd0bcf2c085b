import { eq, inArray, sql } from 'drizzle-orm';
import type { Column, SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Role } from '@portal/contracts/roles';
import type { Db } from '../../db/client';
import {
  accountantCompanyAssignments,
  companies,
  companyMemberships,
  firmMemberships,
} from '../../db/schema/companies';
import { refusal } from '../../http/http-error';
import { currentRole, sessionOf } from '../../plugins/auth';
import type { Session } from '../../plugins/auth';

/**
 * What a request may see (ADR 010). Repositories filter by it, so a record of another tenant
 * is never read, only "not found". In-house staff (not switched) see everything.
 */
export interface Scope {
  /** the identity acted as */
  userId: number;
  /** the real person, recorded on every write */
  actorId: number;
  role: Role | null;
  /** in-house staff: no tenant filter */
  all: boolean;
  companyIds: number[];
  firmIds: number[];
  /** the company company-scoped calls act in, if any */
  activeCompanyId: number | null;
  /** the firm firm-scoped calls act in, if any */
  activeFirmId: number | null;
  /** a company switch acts as that company's owner (SPEC §4) */
  ownerOf: number | null;
}

const uniq = (ids: number[]) => [...new Set(ids)];

async function companiesOfFirms(db: Db, firmIds: number[]): Promise<number[]> {
  if (!firmIds.length) return [];
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(inArray(companies.accountingFirmId, firmIds));
  return rows.map((r) => r.id);
}

/** Builds the scope of a session from its memberships and, when switched, its switch. */
export async function buildScope(db: Db, session: Session): Promise<Scope> {
  const role = currentRole(session);
  const base = { userId: session.user.id, actorId: session.actor.id, role };
  if (session.switchKind === 'company' && session.companyId !== null) {
    return {
      ...base,
      all: false,
      companyIds: [session.companyId],
      firmIds: [],
      activeCompanyId: session.companyId,
      activeFirmId: null,
      ownerOf: session.companyId,
    };
  }
  if (session.switchKind === 'firm' && session.firmId !== null) {
    return {
      ...base,
      all: false,
      companyIds: await companiesOfFirms(db, [session.firmId]),
      firmIds: [session.firmId],
      activeCompanyId: null,
      activeFirmId: session.firmId,
      ownerOf: null,
    };
  }
  if (role === 'Inhouse') {
    const none = { companyIds: [], firmIds: [], activeCompanyId: null, activeFirmId: null };
    return { ...base, ...none, all: true, ownerOf: null };
  }
  const userId = session.user.id;
  // One round trip for all three kinds of tie (PGlite answers one query at a time).
  const ties = await db
    .select({
      kind: sql<string>`'member'`,
      id: companyMemberships.companyId,
      role: sql<string | null>`null`,
      seq: companyMemberships.id,
    })
    .from(companyMemberships)
    .where(eq(companyMemberships.userId, userId))
    .unionAll(
      db
        .select({
          kind: sql<string>`'firm'`,
          id: firmMemberships.firmId,
          role: firmMemberships.role,
          seq: firmMemberships.id,
        })
        .from(firmMemberships)
        .where(eq(firmMemberships.userId, userId)),
    )
    .unionAll(
      db
        .select({
          kind: sql<string>`'assigned'`,
          id: accountantCompanyAssignments.companyId,
          role: sql<string | null>`null`,
          seq: accountantCompanyAssignments.id,
        })
        .from(accountantCompanyAssignments)
        .where(eq(accountantCompanyAssignments.userId, userId)),
    );
  const bySeq = (a: { seq: number }, b: { seq: number }) => a.seq - b.seq;
  const members = ties.filter((t) => t.kind === 'member').sort(bySeq);
  const firms = ties.filter((t) => t.kind === 'firm').sort(bySeq);
  const assigned = ties.filter((t) => t.kind === 'assigned');
  // The firm's master accountant sees every client of the firm; others their assigned clients.
  const mastered = firms.filter((f) => f.role === 'MasterAccountant').map((f) => f.id);
  const memberIds = members.map((m) => m.id);
  const companyIds = uniq([
    ...memberIds,
    ...assigned.map((a) => a.id),
    ...(mastered.length ? await companiesOfFirms(db, mastered) : []),
  ]);
  const chosen = session.companyId !== null && memberIds.includes(session.companyId);
  return {
    ...base,
    all: false,
    companyIds,
    firmIds: firms.map((f) => f.id),
    activeCompanyId: chosen ? session.companyId : (memberIds[0] ?? null),
    activeFirmId: firms[0]?.id ?? null,
    ownerOf: null,
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    scopePromise?: Promise<Scope>;
  }
}

/** The request's scope, built once per request. */
export function scopeOf(db: Db, request: FastifyRequest): Promise<Scope> {
  request.scopePromise ??= buildScope(db, sessionOf(request));
  return request.scopePromise;
}

/** A filter on a company id column: nothing for in-house staff, the scope's companies otherwise. */
export function inCompanies(scope: Scope, column: Column): SQL | undefined {
  if (scope.all) return undefined;
  return scope.companyIds.length ? inArray(column, scope.companyIds) : sql`false`;
}

export function inFirms(scope: Scope, column: Column): SQL | undefined {
  if (scope.all) return undefined;
  return scope.firmIds.length ? inArray(column, scope.firmIds) : sql`false`;
}

export function seesCompany(scope: Scope, companyId: number): boolean {
  return scope.all || scope.companyIds.includes(companyId);
}

/** SPEC §8: a company-scoped call without an active company is refused with its message. */
export function activeCompanyOf(scope: Scope): number {
  if (scope.activeCompanyId === null) throw refusal(400, 'no_active_company');
  return scope.activeCompanyId;
}
