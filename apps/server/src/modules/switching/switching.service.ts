import type { SwitchResponse } from '@portal/contracts/schemas/tenancy';
import type { AppContext } from '../../context';
import { notFound, refusal } from '../../http/http-error';
import { newTokenKey, sha256 } from '../../lib/secrets';
import type { Session, SwitchKind } from '../../plugins/auth';
import { insertToken, revokeToken } from '../auth/tokens.repository';
import { recordEvent } from '../events/events.service';
import { buildScope, seesCompany } from '../tenancy/scope';
import type { Scope } from '../tenancy/scope';
import { companyRef, findUserById, firmRef } from '../users/users.repository';
import { getMe } from '../users/users.service';
import { findTokenExpiry } from './switching.repository';

interface SwitchTarget {
  kind: SwitchKind;
  userId: number;
  companyId?: number;
  firmId?: number;
  roleOverride?: 'Owner' | 'MasterAccountant';
}

/**
 * Issues a switch token (ADR 010): a new key that acts as the target, lives no longer than the
 * sign-in it came from and names the real person behind it. One level only: unswitch first.
 */
async function issueSwitch(
  ctx: AppContext,
  session: Session,
  scope: Scope,
  target: SwitchTarget,
): Promise<SwitchResponse> {
  if (session.switchKind) throw refusal(409, 'already_switched');
  const expiresAt = await findTokenExpiry(ctx.db, session.tokenId);
  const key = newTokenKey();
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await insertToken(tx, {
      tokenHash: sha256(key),
      userId: target.userId,
      actorUserId: session.actor.id,
      parentTokenId: session.tokenId,
      switchKind: target.kind,
      roleOverride: target.roleOverride ?? null,
      companyId: target.companyId ?? null,
      firmId: target.firmId ?? null,
      createdAt: now,
      expiresAt,
    });
    await recordEvent(tx, scope, now, {
      entity:
        target.kind === 'firm' ? 'accounting_firm' : target.kind === 'company' ? 'company' : 'user',
      entityId: target.firmId ?? target.companyId ?? target.userId,
      action: 'switched_into',
      firmId: target.firmId ?? null,
      newData: { kind: target.kind, user_id: target.userId, role: target.roleOverride ?? null },
    });
  });
  const user = (await findUserById(ctx.db, target.userId))!;
  const switched: Session = {
    user,
    actor: session.actor,
    tokenId: -1,
    parentTokenId: session.tokenId,
    companyId: target.companyId ?? null,
    firmId: target.firmId ?? null,
    switchKind: target.kind,
    roleOverride: target.roleOverride ?? null,
  };
  const me = await getMe(ctx, switched, await buildScope(ctx.db, switched));
  return { key, expiry: expiresAt.toISOString(), user: me };
}

/** In-house staff act as another user (SPEC §4). */
export async function switchToUser(
  ctx: AppContext,
  session: Session,
  scope: Scope,
  userId: number,
) {
  if (userId === session.actor.id) throw refusal(400, 'cannot_switch_to_self');
  const target = await findUserById(ctx.db, userId);
  if (!target?.isActive) throw notFound();
  return issueSwitch(ctx, session, scope, { kind: 'user', userId });
}

/**
 * Act as the owner of a company: in-house staff any company, accountants their clients
 * (assigned, or every client of a firm they are master accountant of).
 */
export async function switchToCompany(
  ctx: AppContext,
  session: Session,
  scope: Scope,
  companyId: number,
) {
  if (!seesCompany(scope, companyId) || !(await companyRef(ctx.db, companyId))) throw notFound();
  return issueSwitch(ctx, session, scope, {
    kind: 'company',
    userId: session.user.id,
    companyId,
    roleOverride: 'Owner',
  });
}

/** In-house staff act as an accounting firm, as its master accountant. */
export async function switchToFirm(
  ctx: AppContext,
  session: Session,
  scope: Scope,
  firmId: number,
) {
  if (!(await firmRef(ctx.db, firmId))) throw notFound();
  return issueSwitch(ctx, session, scope, {
    kind: 'firm',
    userId: session.user.id,
    firmId,
    roleOverride: 'MasterAccountant',
  });
}

/** Ends the switch: the switch key dies; the client goes back to its original key. */
export async function unswitch(ctx: AppContext, session: Session) {
  if (!session.switchKind) return;
  await revokeToken(ctx.db, session.tokenId, ctx.clock.now());
}
