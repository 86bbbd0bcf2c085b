import { isAccountantRole } from '@portal/contracts/roles';
import type { CompanyInput, CompanyPatch } from '@portal/contracts/schemas/tenancy';
import type { AppContext } from '../../context';
import { fieldError, notFound, permissionDenied, refusal, withDetail } from '../../http/http-error';
import { recordEvent, snapshot } from '../events/events.service';
import type { Scope } from '../tenancy/scope';
import { findFirmMembership } from '../firms/firms.repository';
import { findUserById } from '../users/users.repository';
import {
  assignAccountant,
  connectedUsers,
  findCompanyByNumber,
  findMembership,
  findScopedCompany,
  insertCompany,
  listScopedCompanies,
  removeMembership,
  unassignAccountant,
  updateCompany,
} from './companies.repository';
import type { CompanyFilter } from './companies.repository';
import { companyChange, toCompanyDto, toConnectedUser } from './company-dto';

async function visibleCompany(ctx: AppContext, scope: Scope, id: number) {
  const found = await findScopedCompany(ctx.db, scope, id);
  if (!found) throw notFound();
  return found;
}

export async function listCompanies(ctx: AppContext, scope: Scope, filter: CompanyFilter) {
  const { count, rows } = await listScopedCompanies(ctx.db, scope, filter);
  return { count, results: rows.map(toCompanyDto) };
}

export async function getCompany(ctx: AppContext, scope: Scope, id: number) {
  return toCompanyDto(await visibleCompany(ctx, scope, id));
}

/** One company per organisation number (compared without the dash). */
async function assertNumberFree(ctx: AppContext, number: string | undefined, exceptId?: number) {
  if (number === undefined) return;
  const other = await findCompanyByNumber(ctx.db, number);
  if (other && other.id !== exceptId) {
    throw fieldError('conflict', 'company_id', 'errors.org_number_taken', { name: other.name });
  }
}

export async function createCompany(ctx: AppContext, scope: Scope, input: CompanyInput) {
  await assertNumberFree(ctx, input.company_id);
  const id = await ctx.db.transaction(async (tx) => {
    const row = await insertCompany(
      tx,
      companyChange(input) as Parameters<typeof insertCompany>[1],
    );
    await recordEvent(tx, scope, ctx.clock.now(), {
      entity: 'company',
      entityId: row.id,
      action: 'created',
      firmId: row.accountingFirmId,
      newData: snapshot(row),
    });
    return row.id;
  });
  return getCompany(ctx, scope, id);
}

/** In-house staff, the company's owner, or a session switched into the company as its owner. */
async function actsAsOwner(ctx: AppContext, scope: Scope, companyId: number) {
  if (scope.all || scope.ownerOf === companyId) return true;
  return (await findMembership(ctx.db, companyId, scope.userId))?.role === 'Owner';
}

export async function patchCompany(ctx: AppContext, scope: Scope, id: number, patch: CompanyPatch) {
  const current = await visibleCompany(ctx, scope, id);
  if (!(await actsAsOwner(ctx, scope, id))) {
    throw withDetail(403, 'owner_only', 'errors.owner_only_edit');
  }
  if (patch.accounting_firm_id !== undefined && !scope.all) throw permissionDenied();
  await assertNumberFree(ctx, patch.company_id, id);
  await ctx.db.transaction(async (tx) => {
    const row = await updateCompany(tx, id, companyChange(patch));
    await recordEvent(tx, scope, ctx.clock.now(), {
      entity: 'company',
      entityId: id,
      action: 'updated',
      firmId: row.accountingFirmId,
      oldData: snapshot(current.company),
      newData: snapshot(row),
    });
  });
  return getCompany(ctx, scope, id);
}

export async function listConnectedUsers(ctx: AppContext, scope: Scope, companyId: number) {
  await visibleCompany(ctx, scope, companyId);
  return (await connectedUsers(ctx.db, companyId)).map(toConnectedUser);
}

/**
 * SPEC §5: only the company owner removes users; owners and in-house staff cannot remove
 * themselves; owners and in-house users cannot be removed; a user without a role is explained.
 */
export async function removeCompanyUser(
  ctx: AppContext,
  scope: Scope,
  companyId: number,
  userId: number,
) {
  const company = await visibleCompany(ctx, scope, companyId);
  if (!(await actsAsOwner(ctx, scope, companyId))) {
    throw withDetail(403, 'owner_only', 'errors.owner_only_removal');
  }
  if (userId === scope.userId || userId === scope.actorId) throw refusal(400, 'cannot_remove_self');
  const target = await findUserById(ctx.db, userId);
  const membership = target ? await findMembership(ctx.db, companyId, userId) : undefined;
  await ctx.db.transaction(async (tx) => {
    let removed = false;
    if (membership) {
      if (membership.role === 'Owner') throw refusal(400, 'user_type_locked');
      await removeMembership(tx, membership.id);
      removed = true;
    } else if (target) {
      removed = await unassignAccountant(tx, userId, companyId);
    }
    if (!removed) {
      if (target && !target.role) throw refusal(400, 'user_without_company');
      throw notFound();
    }
    await recordEvent(tx, scope, ctx.clock.now(), {
      entity: 'company',
      entityId: companyId,
      action: 'user_removed',
      firmId: company.company.accountingFirmId,
      oldData: {
        user_id: userId,
        email: target!.email,
        connection: membership?.role ?? 'Accountant',
      },
      newData: null,
    });
  });
}

/** Adds an accountant of the company's firm to the company (or removes them). */
export async function setAccountantAssignment(
  ctx: AppContext,
  scope: Scope,
  companyId: number,
  userId: number,
  assigned: boolean,
) {
  const { company } = await visibleCompany(ctx, scope, companyId);
  const firmId = company.accountingFirmId;
  if (firmId === null) throw withDetail(400, 'conflict', 'errors.company_has_no_firm');
  if (!scope.all && !scope.firmIds.includes(firmId)) throw notFound();
  const target = await findUserById(ctx.db, userId);
  if (!target) throw notFound();
  if (!target.role) throw refusal(400, 'user_without_company');
  if (!isAccountantRole(target.role)) throw refusal(400, 'user_type_locked');
  if (!(await findFirmMembership(ctx.db, firmId, userId))) {
    throw withDetail(400, 'conflict', 'errors.accountant_not_in_firm');
  }
  await ctx.db.transaction(async (tx) => {
    if (assigned) await assignAccountant(tx, userId, companyId);
    else if (!(await unassignAccountant(tx, userId, companyId))) throw notFound();
    await recordEvent(tx, scope, ctx.clock.now(), {
      entity: 'company',
      entityId: companyId,
      action: assigned ? 'accountant_assigned' : 'accountant_unassigned',
      firmId,
      oldData: assigned ? null : { accountant_id: userId, email: target.email },
      newData: assigned ? { accountant_id: userId, email: target.email } : null,
    });
  });
}
