import type { ResetCheckcodeRequest, ResetRequest } from '@portal/contracts/schemas/auth';
import type { AppContext } from '../../context';
import { hashPassword } from '../../lib/passwords';
import { consumeAttempt, limitsFor } from '../../plugins/rate-limit';
import { transactionWithMail } from '../mail/mail.service';
import { notify } from '../notifications/notifications.service';
import { userLocale } from '../users/user-dto';
import { findUserByEmail, updateUser } from '../users/users.repository';
import { checkCode, codeExpired, issueCode } from './one-time-codes';
import { useCode } from './one-time-codes.repository';
import { revokeUserTokens } from './tokens.repository';
import { deleteTrustedDevices } from './trusted-devices.repository';

/** Sends a reset code when the account exists; the answer never says whether it does. */
export async function startReset(ctx: AppContext, email: string, ip: string) {
  await consumeAttempt(ctx, limitsFor(ctx.config.rateLimits, 'code', email, ip));
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  await transactionWithMail(ctx, async (tx, mailer) => {
    const code = await issueCode(tx, ctx.clock.now(), user.id, 'reset');
    await mailer.queue({
      to: user.email,
      locale: userLocale(user),
      template: 'reset',
      params: { name: user.firstName || user.email, code },
    });
  });
}

async function checkResetCode(ctx: AppContext, input: ResetCheckcodeRequest, ip: string) {
  await consumeAttempt(ctx, limitsFor(ctx.config.rateLimits, 'code', input.email, ip));
  const user = await findUserByEmail(ctx.db, input.email);
  const code = await checkCode(ctx.db, ctx.clock.now(), user?.id, 'reset', input.code);
  return { user: user!, code };
}

/** The middle step of the form: is the code right? (every check counts an attempt) */
export async function verifyResetCode(ctx: AppContext, input: ResetCheckcodeRequest, ip: string) {
  await checkResetCode(ctx, input, ip);
}

/** Sets the new password, uses the code up and signs the user out on every device (SPEC §4). */
export async function resetPassword(ctx: AppContext, input: ResetRequest, ip: string) {
  const { user, code } = await checkResetCode(ctx, input, ip);
  const passwordHash = await hashPassword(input.password);
  await transactionWithMail(ctx, async (tx, mailer) => {
    const now = ctx.clock.now();
    if (!(await useCode(tx, code.id, now))) throw codeExpired();
    await updateUser(tx, user.id, { passwordHash });
    await revokeUserTokens(tx, user.id, now);
    await deleteTrustedDevices(tx, user.id);
    await notify(tx, user, 'password_changed', now);
    await mailer.queue({
      to: user.email,
      locale: userLocale(user),
      template: 'password_changed',
      params: { name: user.firstName || user.email },
    });
  });
}
