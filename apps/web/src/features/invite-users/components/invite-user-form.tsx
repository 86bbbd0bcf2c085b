import { useTranslation } from 'react-i18next';
import { useInviteUser } from '../api/invite-user';
import { InviteForm } from './invite-form';

/** An invitation to sign up with a new company; POST users/invite-user/. Unlimited (SPEC §9). */
export function InviteUserForm() {
  const { t } = useTranslation();
  const invite = useInviteUser();
  return (
    <InviteForm
      title={t('invite.user_title')}
      intro={t('invite.intro')}
      submitLabel={t('invite.submit')}
      mutation={invite}
    />
  );
}
