import type { PasswordChangeRequest, SigninRequest } from '@portal/contracts/schemas/auth';
import type { AppContext } from '../../context';
import { fieldError, signinError, withDetail } from '../../http/http-error';
import { addSeconds } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { newTokenKey, sha256 } from '../../lib/secrets';
import {
  clearLimit,
  consumeAttempt,
  giveBack,
  limitsFor,
  passwordChangeLimit,
  trustedDeviceLimit,
} from '../../plugins/rate-limit';
import type { Session } from '../../plugins/auth';
import { transactionWithMail } from '../mail/mail.service';
import { notify } from '../notifications/notifications.service';
import { companiesOfUser, findUserByEmail, updateUser } from '../users/users.repository';
import { userLocale } from '../users/user-dto';
import { userView } from '../users/users.service';
import { insertToken, revokeToken, revokeUserTokens } from './tokens.repository';
import { trustDevice, trustedDeviceOf } from './trusted-devices';

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
 * The attempt is counted before the password is looked at, on the budget of the browser's trusted
 * device when it has one for this account, else on the account's and the address's (ADR 014).
 * `deviceKey` is the device cookie to set after a sign-in that issued a token.
 */
export async function signin(
  ctx: AppContext,
  input: SigninRequest,
  ip: string,
  deviceCookie?: string,
) {
  const device = await trustedDeviceOf(ctx, deviceCookie, input.identifier);
  const limits = device
    ? [trustedDeviceLimit(ctx.config.rateLimits, device.id)]
    : limitsFor(ctx.config.rateLimits, 'signin', input.identifier, ip);
  await consumeAttempt(ctx, limits);
  const user = await findUserByEmail(ctx.db, input.identifier);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) throw signinError();
  // the right password is no guess: the address's lane gets its attempt back
  await giveBack(ctx, limits[1]);
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
    return {
      response: {
        companies: companies.map(({ id, name, company_id }) => ({ id, name, company_id })),
      },
    };
  }
  const { key, expiry } = await issueToken(ctx, user.id, companyId);
  const deviceKey = await trustDevice(ctx, user.id, device);
  return { response: { key, user: await userView(ctx.db, user), expiry }, deviceKey };
}

/** Signing out while switched ends the switch and the sign-in behind it (SPEC §4 logout). */
export async function signout(ctx: AppContext, session: Session) {
  const now = ctx.clock.now();
  await revokeToken(ctx.db, session.tokenId, now);
  if (session.parentTokenId !== null) await revokeToken(ctx.db, session.parentTokenId, now);
}

/** Old-password tries count on the user's own budget, which sign-in does not share. */
export async function changePassword(
  ctx: AppContext,
  session: Session,
  input: PasswordChangeRequest,
) {
  const { user } = session;
  await consumeAttempt(ctx, [passwordChangeLimit(ctx.config.rateLimits, user.id)]);
  if (!(await verifyPassword(user.passwordHash, input.old_password))) {
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
