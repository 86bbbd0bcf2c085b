import type { dashboard as sv } from '../sv/dashboard';

export const dashboard: typeof sv = {
  greeting: 'Hello {{name}}!',
  greeting_anonymous: 'Hello!',
  role: 'You are signed in as {{role}}.',
  active_company: 'Active company',
  no_company: 'No active company selected.',
  unread: 'You have {{count}} unread notifications.',
  to_notifications: 'Show notifications',
  maintenance: {
    title: 'Maintenance warning at sign-in',
    intro: 'Shown on the sign-in screen. Signing in stays possible.',
    enabled: 'Show the maintenance warning',
    save: 'Save',
  },
};
