import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '@portal/contracts/permissions';
import type { Permission } from '@portal/contracts/permissions';
import { isRole } from '@portal/contracts/roles';
import type { Role } from '@portal/contracts/roles';
import type { AppContext } from '../context';
import type { UserRow } from '../db/schema/users';
import { notAuthenticated, permissionDenied, tokenExpired } from '../http/http-error';
import { sha256 } from '../lib/secrets';
import { findTokenWithUser } from '../modules/auth/tokens.repository';

export interface Session {
  user: UserRow;
  tokenId: number;
  /** the company chosen at sign-in */
  companyId: number | null;
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

async function authenticate(ctx: AppContext, request: FastifyRequest): Promise<Session> {
  const key = bearerKey(request);
  if (!key) throw notAuthenticated();
  const found = await findTokenWithUser(ctx.db, sha256(key));
  if (!found || found.token.revokedAt || !found.user.isActive) throw notAuthenticated();
  if (found.token.expiresAt <= ctx.clock.now()) throw tokenExpired();
  return { user: found.user, tokenId: found.token.id, companyId: found.token.companyId };
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

/** The role the session acts in: the user's role (a switched token's override comes later). */
export function currentRole(session: Session): Role | null {
  return isRole(session.user.role) ? session.user.role : null;
}
