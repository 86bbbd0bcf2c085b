import { can } from '@portal/contracts/permissions';
import type { AddFirmAccountant, FirmInput, FirmPatch } from '@portal/contracts/schemas/tenancy';
import { isAccountantRole } from '@portal/contracts/roles';
import type { AppContext } from '../../context';
import { fieldError, notFound, permissionDenied, refusal } from '../../http/http-error';
import { addFirmMember, insertFirm } from '../companies/companies.repository';
import { recordEvent, snapshot } from '../events/events.service';
import type { Scope } from '../tenancy/scope';
import { findUserByEmail, findUserById } from '../users/users.repository';
import { firmChange, toFirmDto } from './firm-dto';
import {
  findFirmMembership,
  findScopedFirm,
  firmAccountants,
  listScopedFirms,
  removeFirmMembership,
  updateFirm,
} from './firms.repository';

async function visibleFirm(ctx: AppContext, scope: Scope, id: number) {
  const found = await findScopedFirm(ctx.db, scope, id);
  if (!found) throw notFound();
  return found;
}

export async function listFirms(
  ctx: AppContext,
  scope: Scope,
  filter: { search?: string; limit: number; offset: number },
) {
  const { count, rows } = await listScopedFirms(ctx.db, scope, filter);
  return { count, results: rows.map(toFirmDto) };
}

export async function getFirm(ctx: AppContext, scope: Scope, id: number) {
  return toFirmDto(await visibleFirm(ctx, scope, id));
}

export async function createFirm(ctx: AppContext, scope: Scope, input: FirmInput) {
  const id = await ctx.db.transaction(async (tx) => {
    const row = await insertFirm(tx, { name: input.name, ...firmChange(input) });
    await recordEvent(tx, scope, ctx.clock.now(), {
      entity: 'accounting_firm',
      entityId: row.id,
      action: 'created',
      firmId: row.id,
      newData: snapshot(row),
    });
    return row.id;
  });
  return getFirm(ctx, scope, id);
}

/**
 * The firm's master accountant edits its details; the tier plan and the new-features flag
 * (ADR 006) are in-house staff's to set.
 */
export async function patchFirm(ctx: AppContext, scope: Scope, id: number, patch: FirmPatch) {
  const current = await visibleFirm(ctx, scope, id);
  if (patch.new_features !== undefined && !can(scope.role, 'manage:feature-flags')) {
    throw permissionDenied();
  }
  if (patch.tier_plan !== undefined && patch.tier_plan !== current.firm.tierPlan && !scope.all) {
    throw permissionDenied();
  }
  if (patch.primary_accountant_id != null) {
    if (!(await findFirmMembership(ctx.db, id, patch.primary_accountant_id))) {
      throw fieldError(
        'validation_error',
        'primary_accountant_id',
        'errors.accountant_not_in_firm',
      );
    }
  }
  await ctx.db.transaction(async (tx) => {
    const row = await updateFirm(tx, id, firmChange(patch));
    await recordEvent(tx, scope, ctx.clock.now(), {
      entity: 'accounting_firm',
      entityId: id,
      action: 'updated',
      firmId: id,
      oldData: snapshot(current.firm),
      newData: snapshot(row),
    });
  });
  return getFirm(ctx, scope, id);
}

export async function listFirmAccountants(ctx: AppContext, scope: Scope, firmId: number) {
  await visibleFirm(ctx, scope, firmId);
  const rows = await firmAccountants(ctx.db, firmId);
  return rows.map((r) => ({ ...r, role: accountantRole(r.role) }));
}

function accountantRole(role: string | null) {
  return isAccountantRole(role) ? role : 'AssistingAccountant';
}

/** Adds an existing accountant (by e-mail) to the firm; others must be invited first. */
export async function addAccountant(
  ctx: AppContext,
  scope: Scope,
  firmId: number,
  input: AddFirmAccountant,
) {
  await visibleFirm(ctx, scope, firmId);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) throw fieldError('not_found', 'email', 'errors.user_not_found_by_email');
  if (!user.role) throw refusal(400, 'user_without_company');
  if (!isAccountantRole(user.role)) throw refusal(400, 'user_type_locked');
  if (await findFirmMembership(ctx.db, firmId, user.id)) {
    throw fieldError('conflict', 'email', 'errors.already_connected');
  }
  const role = input.role ?? 'AssistingAccountant';
  await ctx.db.transaction(async (tx) => {
    await addFirmMember(tx, user.id, firmId, role);
    await recordEvent(tx, scope, ctx.clock.now(), {
      entity: 'accounting_firm',
      entityId: firmId,
      action: 'accountant_added',
      firmId,
      newData: { accountant_id: user.id, email: user.email, role },
    });
  });
  const added = (await listFirmAccountants(ctx, scope, firmId)).find((a) => a.id === user.id);
  return added!;
}

export async function removeAccountant(
  ctx: AppContext,
  scope: Scope,
  firmId: number,
  userId: number,
) {
  const firm = await visibleFirm(ctx, scope, firmId);
  if (userId === scope.userId || userId === scope.actorId) throw refusal(400, 'cannot_remove_self');
  const membership = await findFirmMembership(ctx.db, firmId, userId);
  if (!membership) throw notFound();
  const user = await findUserById(ctx.db, userId);
  await ctx.db.transaction(async (tx) => {
    await removeFirmMembership(tx, firmId, userId);
    if (firm.firm.primaryAccountantId === userId) {
      await updateFirm(tx, firmId, { primaryAccountantId: null });
    }
    await recordEvent(tx, scope, ctx.clock.now(), {
      entity: 'accounting_firm',
      entityId: firmId,
      action: 'accountant_removed',
      firmId,
      oldData: { accountant_id: userId, email: user?.email ?? null, role: membership.role },
      newData: null,
    });
  });
}
