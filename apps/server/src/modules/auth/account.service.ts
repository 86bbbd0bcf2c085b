import type { AppLocale } from '@portal/contracts/i18n/resources';
import { SignupRequest } from '@portal/contracts/schemas/auth';
import type { ActivateRequest, InvitationInfo, SignupBody } from '@portal/contracts/schemas/auth';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { fieldError, HttpError } from '../../http/http-error';
import { fieldMessages } from '../../http/validation';
import { hashPassword } from '../../lib/passwords';
import { consumeAttempt, limitsFor } from '../../plugins/rate-limit';
import { addCompanyMember, insertCompany } from '../companies/companies.repository';
import {
  claimInvitation,
  findOpenInvitation,
  setInvitationUser,
} from '../invitations/invitations.repository';
import { transactionWithMail } from '../mail/mail.service';
import { notify } from '../notifications/notifications.service';
import { userLocale } from '../users/user-dto';
import { companyRef, findUserByEmail, insertUser, updateUser } from '../users/users.repository';
import { checkCode, codeExpired, issueCode } from './one-time-codes';
import { useCode } from './one-time-codes.repository';

const emailTaken = () => fieldError('email_taken', 'email', 'errors.email_taken');

/**
 * Sign-up with an invitation: an inactive Owner, the company from the billing fields (linked to
 * the inviting firm, if any) — or, invited as a colleague, a Colleague of the inviter's company —
 * and an activation code by e-mail, all or nothing.
 */
export async function signup(ctx: AppContext, input: SignupBody, requestLocale: AppLocale) {
  const passwordHash = await hashPassword(input.password);
  const locale = input.locale ?? requestLocale;
  try {
    await transactionWithMail(ctx, async (tx, mailer) => {
      const now = ctx.clock.now();
      const invitation = await claimInvitation(tx, input.invitation_code, now);
      if (!invitation) {
        throw fieldError('invitation_invalid', 'invitation_code', 'errors.invitation_invalid');
      }
      if (await findUserByEmail(tx, input.email)) throw emailTaken();
      // A colleague invitation joins the inviter's company; any other makes a new company.
      const joinsAsColleague = invitation.role === 'Colleague' && invitation.companyId !== null;
      const billing = joinsAsColleague ? null : billingOf(input);
      const user = await insertUser(tx, {
        email: input.email,
        username: input.email.toLowerCase(),
        firstName: input.first_name,
        lastName: input.last_name,
        passwordHash,
        role: joinsAsColleague ? 'Colleague' : 'Owner',
        phone: input.phone_number,
        locale,
        isActive: false,
        dateJoined: now,
      });
      if (!billing) {
        await addCompanyMember(tx, user.id, invitation.companyId!, 'Colleague');
      } else {
        const company = await insertCompany(tx, {
          name: billing.company_name,
          organizationNumber: billing.company_number,
          billingEmail: billing.invoice_email,
          invoiceEmail: billing.invoice_email,
          mobilePhone: billing.phone_number,
          city: billing.city,
          zipCode: billing.zip_code,
          addressLine1: billing.billing_address,
          billingAddress: billing.billing_address,
          accountingFirmId: invitation.firmId,
        });
        await addCompanyMember(tx, user.id, company.id, 'Owner');
      }
      await setInvitationUser(tx, invitation.id, user.id);
      const code = await issueCode(tx, now, user.id, 'activation');
      await mailer.queue({
        to: user.email,
        locale,
        template: 'activation',
        params: { name: user.firstName, code },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken(); // two sign-ups raced for one address
    throw error;
  }
}

/** A new company needs its billing fields: the full SignupRequest applies (SPEC §3). */
function billingOf(input: SignupBody): SignupRequest {
  const result = SignupRequest.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldMessages(
    result.error.issues.map((issue) => ({
      keyword: issue.code,
      instancePath: `/${issue.path.join('/')}`,
      message: issue.message,
      params: issue as unknown as Record<string, unknown>,
    })),
  );
  throw new HttpError(400, 'validation_error', { errors });
}

/**
 * What an unused invitation code leads to (the sign-up form hides the billing fields for a
 * colleague). Every look-up counts against the code and the address, as guesses would.
 */
export async function invitationInfo(
  ctx: AppContext,
  code: string,
  ip: string,
): Promise<InvitationInfo> {
  await consumeAttempt(ctx, limitsFor(ctx.config.rateLimits, 'code', code, ip));
  const found = await findOpenInvitation(ctx.db, code);
  if (!found) {
    throw fieldError('invitation_invalid', 'invitation_code', 'errors.invitation_invalid');
  }
  const colleague = found.role === 'Colleague' && found.companyId !== null;
  return {
    role: colleague ? 'Colleague' : 'Owner',
    company_name:
      colleague && found.companyId
        ? ((await companyRef(ctx.db, found.companyId))?.name ?? null)
        : null,
  };
}

/** Activates with the e-mailed code; every try counts against the account and address. */
export async function activate(ctx: AppContext, input: ActivateRequest, ip: string) {
  await consumeAttempt(ctx, limitsFor(ctx.config.rateLimits, 'code', input.email, ip));
  const user = await findUserByEmail(ctx.db, input.email);
  const now = ctx.clock.now();
  const code = await checkCode(ctx.db, now, user?.id, 'activation', input.code);
  await ctx.db.transaction(async (tx) => {
    if (!(await useCode(tx, code.id, now))) throw codeExpired();
    await updateUser(tx, user!.id, { isActive: true });
    await notify(tx, user!, 'welcome', now);
  });
}

/**
 * A new activation code for an inactive account. The answer is the same whatever the address,
 * so it reveals no accounts; each request still counts, which stops mail bombing.
 */
export async function resendActivation(ctx: AppContext, email: string, ip: string) {
  await consumeAttempt(ctx, limitsFor(ctx.config.rateLimits, 'code', email, ip));
  const user = await findUserByEmail(ctx.db, email);
  if (!user || user.isActive) return;
  await transactionWithMail(ctx, async (tx, mailer) => {
    const code = await issueCode(tx, ctx.clock.now(), user.id, 'activation');
    await mailer.queue({
      to: user.email,
      locale: userLocale(user),
      template: 'activation',
      params: { name: user.firstName || user.email, code },
    });
  });
}
