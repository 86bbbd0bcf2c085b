import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '@portal/contracts/permissions';
import type { Permission } from '@portal/contracts/permissions';
import { isRole } from '@portal/contracts/roles';
import type { Role } from '@portal/contracts/roles';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema/users';
import { notAuthenticated, permissionDenied, tokenExpired } from '../http/http-error';
import { sha256 } from '../lib/secrets';
import { findParentToken, findTokenWithUser } from '../modules/auth/tokens.repository';
import { findUserById } from '../modules/users/users.repository';

export type SwitchKind = 'user' | 'company' | 'firm';

export interface Session {
  /** the identity the request acts as: the switched-to user while switched to a user */
  user: UserRow;
  /** the real person behind the request; the same row as `user` unless switched to a user */
  actor: UserRow;
  tokenId: number;
  /** the sign-in token a switch token was issued from */
  parentTokenId: number | null;
  /** the company chosen at sign-in, or the company a company switch acts in */
  companyId: number | null;
  /** the firm a firm switch acts in */
  firmId: number | null;
  /** how the token was switched (SPEC §4, ADR 010); null for a sign-in token */
  switchKind: SwitchKind | null;
  /** the single role of a company (Owner) or firm (MasterAccountant) switch */
  roleOverride: Role | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyContextConfig {
    /** answers without a token; every other /api route needs one */
    public?: boolean;
    /** the permission (SPEC §6, PERMISSION_MATRIX) the current role needs to call the route */
    permission?: Permission;
    /** any signed-in user may call the route (own profile, notifications, sign-out …) */
    signedIn?: boolean;
  }
}

function bearerKey(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^(?:Bearer|Token)\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

function isSwitchKind(value: string | null): value is SwitchKind {
  return value === 'user' || value === 'company' || value === 'firm';
}

async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<Session> {
  const key = bearerKey(request);
  if (!key) throw notAuthenticated();
  const found = await findTokenWithUser(ctx.db, sha256(key));
  if (!found || found.token.revokedAt || !found.user.isActive) throw notAuthenticated();
  const now = ctx.clock.now();
  if (found.token.expiresAt <= now) throw tokenExpired();
  const { token } = found;
  let actor = found.user;
  if (token.parentTokenId !== null) {
    // A switch token lives only as long as the sign-in it was issued from.
    const parent = await findParentToken(ctx.db, token.parentTokenId);
    if (!parent || parent.revokedAt || parent.expiresAt <= now) throw notAuthenticated();
    if (token.actorUserId !== null && token.actorUserId !== found.user.id) {
      const real = await findUserById(ctx.db, token.actorUserId);
      if (!real?.isActive) throw notAuthenticated();
      actor = real;
    }
  }
  return {
    user: found.user,
    actor,
    tokenId: token.id,
    parentTokenId: token.parentTokenId,
    companyId: token.companyId,
    firmId: token.firmId,
    switchKind: isSwitchKind(token.switchKind) ? token.switchKind : null,
    roleOverride: isRole(token.roleOverride) ? token.roleOverride : null,
  };
}

/** Secure by default: every route of the scope needs a valid token unless marked `public`. */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public) return;
    request.session = await authenticate(ctx, request);
    const { permission } = request.routeOptions.config;
    if (permission && !can(currentRole(request.session), permission)) throw permissionDenied();
  });
}

/** The signed-in session; only called on routes the hook has guarded. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw notAuthenticated();
  return request.session;
}

/** SPEC §6: the switched role if set, otherwise the (acted-as) user's role. */
export function currentRole(session: Pick<Session, 'roleOverride' | 'user'>): Role | null {
  if (session.roleOverride) return session.roleOverride;
  return isRole(session.user.role) ? session.user.role : null;
}
