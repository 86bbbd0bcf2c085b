import { useTranslation } from 'react-i18next';
import { useInviteColleague } from '../api/invite-colleague';
import { InviteForm } from './invite-form';

/** Owners only: a colleague joins the active company; POST users/invite-colleague/. */
export function InviteColleagueForm({ companyName }: { companyName: string }) {
  const { t } = useTranslation();
  const invite = useInviteColleague();
  return (
    <InviteForm
      title={t('invite.colleague_title')}
      intro={t('invite.colleague_intro', { company: companyName })}
      submitLabel={t('invite.colleague_submit')}
      mutation={invite}
    />
  );
}
