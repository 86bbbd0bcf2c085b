import type { email as sv } from '../sv/email';

export const email: typeof sv = {
  product: 'Bokföringsportalen',
  activation: {
    subject: 'Your activation code: {{code}}',
    text: 'Hi {{name}},\n\nWelcome to Bokföringsportalen. Enter the code below to activate your account:\n\n{{code}}\n\nThe code is valid for 24 hours. If you did not create an account, you can ignore this message.\n\nKind regards\nBokföringsportalen',
    html: '<p>Hi {{name}},</p><p>Welcome to Bokföringsportalen. Enter the code below to activate your account:</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">{{code}}</p><p>The code is valid for 24 hours. If you did not create an account, you can ignore this message.</p><p>Kind regards<br>Bokföringsportalen</p>',
  },
  reset: {
    subject: 'Code to reset your password: {{code}}',
    text: 'Hi {{name}},\n\nWe received a request to reset the password of your account. Enter the code below to choose a new password:\n\n{{code}}\n\nThe code is valid for 1 hour. If you did not ask for this, you can ignore this message; your password is unchanged.\n\nKind regards\nBokföringsportalen',
    html: '<p>Hi {{name}},</p><p>We received a request to reset the password of your account. Enter the code below to choose a new password:</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">{{code}}</p><p>The code is valid for 1 hour. If you did not ask for this, you can ignore this message; your password is unchanged.</p><p>Kind regards<br>Bokföringsportalen</p>',
  },
  colleague_invitation: {
    subject: 'You are invited to {{company}} on Bokföringsportalen',
    text: 'Hi,\n\n{{inviter}} has invited you as a colleague in {{company}} on Bokföringsportalen. Create your account here:\n\n{{link}}\n\nYour invitation code: {{code}}\n\nKind regards\nBokföringsportalen',
    html: '<p>Hi,</p><p>{{inviter}} has invited you as a colleague in {{company}} on Bokföringsportalen.</p><p><a href="{{link}}">Create your account</a></p><p>Your invitation code: <strong>{{code}}</strong></p><p>Kind regards<br>Bokföringsportalen</p>',
  },
  invitation: {
    subject: '{{inviter}} invites you to Bokföringsportalen',
    text: 'Hi,\n\n{{inviter}} has invited you to Bokföringsportalen. Create your account here:\n\n{{link}}\n\nYour invitation code: {{code}}\n\nKind regards\nBokföringsportalen',
    html: '<p>Hi,</p><p>{{inviter}} has invited you to Bokföringsportalen.</p><p><a href="{{link}}">Create your account</a></p><p>Your invitation code: <strong>{{code}}</strong></p><p>Kind regards<br>Bokföringsportalen</p>',
  },
  password_changed: {
    subject: 'Your password was changed',
    text: 'Hi {{name}},\n\nThe password of your Bokföringsportalen account was just changed. Was it not you? Reset your password at once and contact support.\n\nKind regards\nBokföringsportalen',
    html: '<p>Hi {{name}},</p><p>The password of your Bokföringsportalen account was just changed. Was it not you? Reset your password at once and contact support.</p><p>Kind regards<br>Bokföringsportalen</p>',
  },
  notice: {
    subject: '{{title}}',
    text: 'Hello {{name}},\n\n{{text}}\n\nOpen in the portal: {{url}}\n\nYou receive this e-mail because you chose it under Profile → Notifications.\nBokföringsportalen',
    html: '<p>Hello {{name}},</p><p>{{text}}</p><p><a href="{{url}}">Open in the portal</a></p><p style="color:#666">You receive this e-mail because you chose it under Profile → Notifications.<br>Bokföringsportalen</p>',
  },
  weekly_summary: {
    subject: 'Your week in Bokföringsportalen, {{from}} – {{to}}',
    text: 'Hello {{name}},\n\nThis is how the week {{from}} – {{to}} went.\n\nSynchronisation per company:\n{{companies}}\n\nYour to-dos: {{open}} open, {{overdue}} of them overdue.\nUnread notifications: {{unread}}.\n\nOpen the portal: {{url}}\n\nYou receive this e-mail because you chose the weekly summary under Profile → Notifications.\nBokföringsportalen',
    html: '<p>Hello {{name}},</p><p>This is how the week {{from}} – {{to}} went.</p><p><strong>Synchronisation per company</strong></p><ul>{{companies}}</ul><p>Your to-dos: {{open}} open, {{overdue}} of them overdue.<br>Unread notifications: {{unread}}.</p><p><a href="{{url}}">Open the portal</a></p><p style="color:#666">You receive this e-mail because you chose the weekly summary under Profile → Notifications.<br>Bokföringsportalen</p>',
    company_line: '{{company}}: {{synced}} elements synchronised, {{failed}} failed',
    no_companies: 'You belong to no company with synchronisation.',
  },
  /** to a shipment's receiver: the tracking link (issue 18) */
  shipment_tracking: {
    subject: 'Your order {{order}} from {{company}} is on its way',
    text: 'Hello {{name}},\n\nYour order {{order}} from {{company}} ships with {{carrier}}. Tracking number: {{tracking}}.\n\nFollow the shipment here: {{url}}\n\nKind regards\n{{company}}',
    html: '<p>Hello {{name}},</p><p>Your order {{order}} from {{company}} ships with {{carrier}}. Tracking number: <strong>{{tracking}}</strong>.</p><p><a href="{{url}}">Follow the shipment</a></p><p>Kind regards<br>{{company}}</p>',
  },
  notifications: {
    welcome: {
      title: 'Welcome to Bokföringsportalen',
      text: 'Your account is activated. Start by connecting your apps in the app catalogue.',
    },
    password_changed: {
      title: 'Your password was changed',
      text: 'The password of your account was changed. Was it not you? Reset your password at once.',
    },
    connection_lost: {
      title: 'A connection has stopped working',
      text: 'The service refused the portal’s credentials, so syncing has stopped. Open the app settings, reconnect and restart the connector.',
    },
  },
};
