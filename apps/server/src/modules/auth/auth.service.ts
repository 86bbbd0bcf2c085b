import type { PasswordChangeRequest, SigninRequest } from '@portal/contracts/schemas/auth';
import type { AppContext } from '../../context';
import { fieldError, signinError, withDetail } from '../../http/http-error';
import { addSeconds } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { newTokenKey, sha256 } from '../../lib/secrets';
import { assertNotThrottled, clearLimit, limitsFor, countAttempt } from '../../plugins/rate-limit';
import type { Session } from '../../plugins/auth';
import { transactionWithMail } from '../mail/mail.service';
import { notify } from '../notifications/notifications.service';
import { companiesOfUser, findUserByEmail, updateUser } from '../users/users.repository';
import { userLocale } from '../users/user-dto';
import { userView } from '../users/users.service';
import { insertToken, revokeToken, revokeUserTokens } from './tokens.repository';

/** Organisation numbers compare without spaces and dashes: 556677-8899 = 5566778899. */
function sameOrganisationNumber(a: string, b: string): boolean {
  const normal = (v: string) => v.replace(/[\s-]/g, '');
  return normal(a) === normal(b);
}

async function issueToken(ctx: AppContext, userId: number, companyId: number | null) {
  const key = newTokenKey();
  const now = ctx.clock.now();
  const expiry = addSeconds(now, ctx.config.tokenTtlHours * 3600);
  await insertToken(ctx.db, {
    tokenHash: sha256(key),
    userId,
    companyId,
    createdAt: now,
    expiresAt: expiry,
  });
  return { key, expiry: expiry.toISOString() };
}

/**
 * SPEC §4 sign-in. A user of several companies first gets the list ('Välj bolag') and no token;
 * the resubmission names one by organisation number, which becomes the token's company (ADR 008).
 */
export async function signin(ctx: AppContext, input: SigninRequest, ip: string) {
  const limits = limitsFor(ctx.config.rateLimits, 'signin', input.identifier, ip);
  await assertNotThrottled(ctx, limits);
  const user = await findUserByEmail(ctx.db, input.identifier);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    await countAttempt(ctx, limits);
    throw signinError();
  }
  if (!user.isActive) throw withDetail(400, 'inactive_account', 'errors.inactive_account');
  await clearLimit(ctx, limits[0]);

  const companies = await companiesOfUser(ctx.db, user.id);
  let companyId: number | null = companies[0]?.id ?? null;
  if (input.company_number) {
    const chosen = companies.find((c) =>
      sameOrganisationNumber(c.company_id, input.company_number!),
    );
    if (!chosen) throw signinError('errors.company_not_found');
    companyId = chosen.id;
  } else if (companies.length > 1) {
    return { companies: companies.map(({ id, name, company_id }) => ({ id, name, company_id })) };
  }
  const { key, expiry } = await issueToken(ctx, user.id, companyId);
  return { key, user: await userView(ctx.db, user), expiry };
}

/** Signing out while switched ends the switch and the sign-in behind it (SPEC §4 logout). */
export async function signout(ctx: AppContext, session: Session) {
  const now = ctx.clock.now();
  await revokeToken(ctx.db, session.tokenId, now);
  if (session.parentTokenId !== null) await revokeToken(ctx.db, session.parentTokenId, now);
}

/** Wrong old passwords count against the account's sign-in budget, as guesses would. */
export async function changePassword(
  ctx: AppContext,
  session: Session,
  input: PasswordChangeRequest,
  ip: string,
) {
  const { user } = session;
  const limits = limitsFor(ctx.config.rateLimits, 'signin', user.email, ip);
  await assertNotThrottled(ctx, limits);
  if (!(await verifyPassword(user.passwordHash, input.old_password))) {
    await countAttempt(ctx, limits);
    throw fieldError('validation_error', 'old_password', 'errors.wrong_password');
  }
  const passwordHash = await hashPassword(input.password);
  await transactionWithMail(ctx, async (tx, mailer) => {
    const now = ctx.clock.now();
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserTokens(tx, user.id, now, session.tokenId);
    await notify(tx, user, 'password_changed', now);
    await mailer.queue({
      to: user.email,
      locale: userLocale(user),
      template: 'password_changed',
      params: { name: user.firstName || user.email },
    });
  });
}
