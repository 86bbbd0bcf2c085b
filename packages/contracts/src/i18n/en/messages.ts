import type { messages as sv } from '../sv/messages';

export const messages: typeof sv = {
  signed_out: 'You are now signed out.',
  signed_up: 'Your account is created. We have sent an activation code to your email.',
  activated: 'Your account is activated. You can now sign in.',
  activation_sent:
    'If an account with that email is waiting for activation, we have sent it a new code.',
  reset_sent: 'If an account with that email exists, we have sent it a code to reset the password.',
  code_valid: 'The code is correct. Choose a new password.',
  password_reset: 'Your password is reset. Sign in with your new password.',
  password_changed: 'Your password is updated.',
  invitation_sent: 'The invitation has been sent to {{email}}.',
  notifications_read: 'All notifications are marked as read.',
};
