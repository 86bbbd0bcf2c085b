import type { AppLocale } from '@portal/contracts/i18n/resources';
import type { InviteUserRequest } from '@portal/contracts/schemas/users';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { newInvitationCode } from '../../lib/secrets';
import type { Session } from '../../plugins/auth';
import { transactionWithMail } from '../mail/mail.service';
import { firmsOfUser } from '../users/users.repository';
import { insertInvitation } from './invitations.repository';

/** Invites someone by e-mail (unlimited, SPEC §9); an accountant's invitation carries the firm. */
export async function inviteUser(
  ctx: AppContext,
  session: Session,
  input: InviteUserRequest,
  requestLocale: AppLocale,
) {
  const inviter = session.user;
  const [firm] = await firmsOfUser(ctx.db, inviter.id);
  const inviterName = `${inviter.firstName} ${inviter.lastName}`.trim() || inviter.email;
  const email = input.email.toLowerCase();
  for (let attempt = 0; ; attempt++) {
    const code = newInvitationCode();
    try {
      await transactionWithMail(ctx, async (tx, mailer) => {
        await insertInvitation(tx, {
          code,
          email,
          invitedBy: inviter.id,
          firmId: firm?.id ?? null,
          companyId: session.companyId,
          createdAt: ctx.clock.now(),
        });
        const link = `${ctx.config.publicUrl}/register?code=${code}&email=${encodeURIComponent(email)}`;
        await mailer.queue({
          to: email,
          locale: input.locale ?? requestLocale,
          template: 'invitation',
          params: { inviter: inviterName, link, code },
        });
      });
      return;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 2) throw error; // a code collision: draw again
    }
  }
}
