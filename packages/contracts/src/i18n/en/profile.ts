import type { profile as sv } from '../sv/profile';

export const profile: typeof sv = {
  photo: {
    title: 'Profile picture',
    choose: 'Choose picture',
    upload: 'Upload',
    hint: 'JPG, GIF or PNG, at most 5 MB.',
    uploaded: 'Your profile picture has been updated.',
    alt: 'Profile picture',
    selected: 'Selected file: {{name}}',
  },
  personal: {
    title: 'Personal details',
    save: 'Save details',
    saved: 'Your details have been updated.',
  },
  notification_settings: {
    title: 'Notification settings',
    email_sync_errors: 'Email when a synchronisation fails',
    email_weekly_summary: 'Weekly summary by email',
    email_system: 'System notifications by email',
    in_app_sync_errors: 'Notifications about sync errors in the portal',
    saved: 'Notification settings saved.',
  },
  alerts: {
    title: 'Alerts',
    hint: 'Alerts go to this address, or to your sign-in address when the field is empty.',
    save: 'Save alert settings',
  },
  language: {
    title: 'Preferred language',
    hint: 'The language of emails and of the portal when you sign in.',
    save: 'Save language',
  },
  password: {
    new_password: 'New password',
    title: 'Change password',
    submit: 'Change password',
    changed: 'Your password has been updated.',
  },
};
