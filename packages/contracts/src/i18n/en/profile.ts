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
    hint: 'Choose for each type of notification whether it shows here in the portal and whether it is sent by email. Changes are saved at once.',
    kind: 'Type of notification',
    in_app: 'In the portal',
    email: 'By email',
    switch_label: '{{kind}}: {{channel}}',
    not_sent: 'Not sent by email',
    account_note:
      'Notifications about your account, such as a new password, always show in the portal.',
    email_weekly_summary: 'Weekly summary by email',
    weekly_hint:
      'Every Monday morning: synchronisation per company, your open and overdue to-dos and your unread notifications.',
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
