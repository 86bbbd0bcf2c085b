import type { invite as sv } from '../sv/invite';

export const invite: typeof sv = {
  intro:
    'Send an invitation with a code the recipient uses to create an account and a new company. You can send as many invitations as you like.',
  user_title: 'Invite a new user',
  language: 'Invitation language',
  submit: 'Send invitation',
  sent: 'The invitation has been sent to {{email}}.',
  colleague_title: 'Invite a colleague',
  colleague_intro:
    'A colleague joins your active company, {{company}}, once they have created their account with the code in the invitation.',
  colleague_submit: 'Invite colleague',
};
