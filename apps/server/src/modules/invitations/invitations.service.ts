import type { AppLocale } from '@portal/contracts/i18n/resources';
import type { Invitation } from '@portal/contracts/schemas/tenancy';
import type { InviteUserRequest } from '@portal/contracts/schemas/users';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { newInvitationCode } from '../../lib/secrets';
import type { Session } from '../../plugins/auth';
import { transactionWithMail } from '../mail/mail.service';
import { recordEvent } from '../events/events.service';
import { activeCompanyOf } from '../tenancy/scope';
import type { Scope } from '../tenancy/scope';
import { companyRef, firmsOfUser } from '../users/users.repository';
import { insertInvitation, listScopedInvitations } from './invitations.repository';

/**
 * Invites someone by e-mail (unlimited, SPEC §9). An invitation to sign up (`Owner`) makes a new
 * company, linked to the inviting accountant's firm; a colleague invitation joins the inviter's
 * active company (SPEC §7 invite-colleague).
 */
export async function inviteUser(
  ctx: AppContext,
  session: Session,
  scope: Scope,
  input: InviteUserRequest,
  requestLocale: AppLocale,
  role: 'Owner' | 'Colleague' = 'Owner',
) {
  const inviter = session.user;
  const companyId = role === 'Colleague' ? activeCompanyOf(scope) : scope.activeCompanyId;
  const [firm] = await firmsOfUser(ctx.db, inviter.id);
  const firmId = scope.activeFirmId ?? firm?.id ?? null;
  const inviterName = `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email;
  const email = input.email.toLowerCase();
  const companyName = companyId ? ((await companyRef(ctx.db, companyId))?.name ?? '') : '';
  for (let attempt = 0; ; attempt++) {
    const code = newInvitationCode();
    try {
      await transactionWithMail(ctx, async (tx, mailer) => {
        const invitation = await insertInvitation(tx, {
          code,
          email,
          invitedBy: inviter.id,
          firmId,
          companyId,
          role,
          createdAt: ctx.clock.now(),
        });
        await recordEvent(tx, scope, ctx.clock.now(), {
          entity: 'user',
          entityId: email,
          action: role === 'Colleague' ? 'colleague_invited' : 'invited',
          firmId,
          newData: { invitation_id: invitation.id, email, role, company_id: companyId },
        });
        const link = `${ctx.config.publicUrl}/register?code=${code}&email=${encodeURIComponent(email)}`;
        await mailer.queue({
          to: email,
          locale: input.locale ?? requestLocale,
          template: role === 'Colleague' ? 'colleague_invitation' : 'invitation',
          params: { inviter: inviterName, link, code, company: companyName },
        });
      });
      return;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 2) throw error; // a code collision: draw again
    }
  }
}

export async function listInvitations(
  ctx: AppContext,
  scope: Scope,
  filter: { search?: string; limit: number; offset: number },
) {
  const { count, rows } = await listScopedInvitations(ctx.db, scope, filter);
  const results: Invitation[] = rows.map(({ invitation, inviterEmail, company, firm }) => ({
    id: invitation.id,
    email: invitation.email,
    role: invitation.role === 'Colleague' ? 'Colleague' : 'Owner',
    invited_by:
      invitation.invitedBy && inviterEmail
        ? { id: invitation.invitedBy, email: inviterEmail }
        : null,
    company: company?.id ? company : null,
    firm: firm?.id ? firm : null,
    created_at: invitation.createdAt.toISOString(),
    used_at: invitation.usedAt?.toISOString() ?? null,
    status: invitation.usedAt ? 'accepted' : 'pending',
  }));
  return { count, results };
}
