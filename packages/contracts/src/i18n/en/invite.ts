import type { invite as sv } from '../sv/invite';

export const invite: typeof sv = {
  intro: 'Send an invitation with a code the recipient uses to create an account.',
  language: 'Invitation language',
  submit: 'Send invitation',
  sent: 'The invitation has been sent to {{email}}.',
};
