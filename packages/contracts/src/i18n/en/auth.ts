import type { auth as sv } from '../sv/auth';

export const auth: typeof sv = {
  login: {
    heading: 'Sign in',
    intro: 'Sign in with your email address and password.',
    submit: 'Sign in',
    forgot: 'Forgot password?',
    have_invitation: 'Have you received an invitation?',
    register: 'Create account',
    maintenance_title: 'Maintenance in progress',
    dismiss: 'Dismiss the warning',
    activate: 'Activate the account',
  },
  company: {
    title: 'Select company',
    label: 'Company',
    placeholder: 'Choose a company',
    save: 'Save',
  },
  register: {
    intro: 'Create your account with the invitation code you received by email.',
    account: 'Account',
    billing: 'Billing details',
    person: 'Your details',
    joins_company:
      "You join {{company}} as a colleague. The company's billing details are not needed.",
    submit: 'Create account',
    have_account: 'Already have an account?',
    to_login: 'Sign in',
  },
  activate: {
    intro: 'Enter the 6-digit code we sent to your email.',
    submit: 'Activate',
    resend: 'Send the code again',
    resent: 'A new code has been sent to your email.',
    activated: 'Your account is activated. You can now sign in.',
  },
  forgot: {
    step_email: 'Email',
    step_code: 'Code',
    step_password: 'New password',
    email_intro: 'Enter your email address and we will send you a 6-digit code.',
    code_intro: 'Enter the code we sent to {{email}}. The code is valid for 1 hour.',
    password_intro: 'Choose a new password. All devices will be signed out.',
    send_code: 'Send code',
    verify: 'Verify code',
    save_password: 'Save password',
    code_sent: 'A reset code has been sent to your email.',
    updated: 'Your password has been updated. Sign in with your new password.',
    back_to_login: 'Back to sign-in',
  },
  password_hint:
    'At least 8 characters, with at least one uppercase letter, one lowercase letter and one number.',
};
