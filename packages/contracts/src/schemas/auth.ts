import { z } from 'zod';
import { email, password, requiredString, sixDigitCode } from '../validation';
import { CompanyRef, User } from './users';

export const SigninRequest = z.object({
  identifier: email(),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128),
  /** organisation number (`company_id`) of one of the user's companies, chosen in 'Välj bolag' */
  company_number: z.string().trim().max(32).optional(),
});
export type SigninRequest = z.infer<typeof SigninRequest>;

/** Either a session (`key`, `user`, `expiry`) or, for a user of several companies, the list to choose from. */
export const SigninResponse = z.union([
  z.object({ key: z.string(), user: User, expiry: z.iso.datetime() }),
  z.object({ companies: z.array(CompanyRef) }),
]);
export type SigninResponse = z.infer<typeof SigninResponse>;

const passwordPair = {
  password: password(),
  password_confirm: z.string({ error: 'required' }).min(1, { error: 'required' }),
};
function confirmMatches(v: { password: string; password_confirm: string }, ctx: z.RefinementCtx) {
  if (v.password !== v.password_confirm)
    ctx.addIssue({ code: 'custom', path: ['password_confirm'], message: 'password_mismatch' });
}

const accountFields = {
  invitation_code: requiredString(64),
  email: email(),
  ...passwordPair,
  first_name: requiredString(100),
  last_name: requiredString(100),
  phone_number: requiredString(32),
  locale: z.enum(['sv', 'en']).optional(),
};
const billingFields = {
  company_name: requiredString(200),
  company_number: requiredString(32),
  city: requiredString(100),
  billing_address: requiredString(200),
  zip_code: requiredString(16),
  invoice_email: email(),
};

/** SPEC §3: sign-up with invitation code and the billing fields of the new company. */
export const SignupRequest = z
  .object({ ...accountFields, ...billingFields })
  .superRefine(confirmMatches);
export type SignupRequest = z.infer<typeof SignupRequest>;

/** A colleague's sign-up joins the inviter's company: no billing fields (SPEC §7 invite-colleague). */
export const ColleagueSignupRequest = z.object(accountFields).superRefine(confirmMatches);
export type ColleagueSignupRequest = z.infer<typeof ColleagueSignupRequest>;

/** What signup/ takes: the billing fields are checked once the invitation says they are needed. */
export const SignupBody = z
  .object({ ...accountFields, ...z.object(billingFields).partial().shape })
  .superRefine(confirmMatches);
export type SignupBody = z.infer<typeof SignupBody>;

/** GET auth/invitation/?code=: what an invitation code leads to, for the sign-up form. */
export const InvitationInfo = z.object({
  role: z.enum(['Owner', 'Colleague']),
  company_name: z.string().nullable(),
});
export type InvitationInfo = z.infer<typeof InvitationInfo>;

export const ActivateRequest = z.object({ email: email(), code: sixDigitCode() });
export const ResendRequest = z.object({ email: email() });
export const ResetInitRequest = z.object({ email: email() });
export const ResetCheckcodeRequest = z.object({ email: email(), code: sixDigitCode() });
export const ResetRequest = z
  .object({ email: email(), code: sixDigitCode(), ...passwordPair })
  .superRefine(confirmMatches);
export const PasswordChangeRequest = z
  .object({
    old_password: z.string({ error: 'required' }).min(1, { error: 'required' }),
    ...passwordPair,
  })
  .superRefine(confirmMatches);

export type ActivateRequest = z.infer<typeof ActivateRequest>;
export type ResendRequest = z.infer<typeof ResendRequest>;
export type ResetInitRequest = z.infer<typeof ResetInitRequest>;
export type ResetCheckcodeRequest = z.infer<typeof ResetCheckcodeRequest>;
export type ResetRequest = z.infer<typeof ResetRequest>;
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequest>;

/** Body of the auth calls that only confirm: `{detail}` in the caller's language. */
export const DetailResponse = z.object({ detail: z.string() });
export type DetailResponse = z.infer<typeof DetailResponse>;
