/**
 * E-mail texts, in the recipient's language; `{{param}}` is filled by the server (HTML params are
 * escaped first). `notifications` holds the in-app notices the server creates alongside some mails.
 */
export const email = {
  product: 'Bokföringsportalen',
  activation: {
    subject: 'Din aktiveringskod: {{code}}',
    text: 'Hej {{name}}!\n\nVälkommen till Bokföringsportalen. Ange koden nedan för att aktivera ditt konto:\n\n{{code}}\n\nKoden gäller i 24 timmar. Har du inte skapat något konto kan du bortse från det här meddelandet.\n\nVänliga hälsningar\nBokföringsportalen',
    html: '<p>Hej {{name}}!</p><p>Välkommen till Bokföringsportalen. Ange koden nedan för att aktivera ditt konto:</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">{{code}}</p><p>Koden gäller i 24 timmar. Har du inte skapat något konto kan du bortse från det här meddelandet.</p><p>Vänliga hälsningar<br>Bokföringsportalen</p>',
  },
  reset: {
    subject: 'Kod för att återställa lösenordet: {{code}}',
    text: 'Hej {{name}}!\n\nVi har fått en begäran om att återställa lösenordet till ditt konto. Ange koden nedan för att välja ett nytt lösenord:\n\n{{code}}\n\nKoden gäller i 1 timme. Har du inte begärt detta kan du bortse från det här meddelandet; ditt lösenord är oförändrat.\n\nVänliga hälsningar\nBokföringsportalen',
    html: '<p>Hej {{name}}!</p><p>Vi har fått en begäran om att återställa lösenordet till ditt konto. Ange koden nedan för att välja ett nytt lösenord:</p><p style="font-size:24px;font-weight:bold;letter-spacing:4px">{{code}}</p><p>Koden gäller i 1 timme. Har du inte begärt detta kan du bortse från det här meddelandet; ditt lösenord är oförändrat.</p><p>Vänliga hälsningar<br>Bokföringsportalen</p>',
  },
  colleague_invitation: {
    subject: 'Du är inbjuden till {{company}} i Bokföringsportalen',
    text: 'Hej,\n\n{{inviter}} har bjudit in dig som kollega i {{company}} i Bokföringsportalen. Skapa ditt konto här:\n\n{{link}}\n\nDin inbjudningskod: {{code}}\n\nVänliga hälsningar\nBokföringsportalen',
    html: '<p>Hej,</p><p>{{inviter}} har bjudit in dig som kollega i {{company}} i Bokföringsportalen.</p><p><a href="{{link}}">Skapa ditt konto</a></p><p>Din inbjudningskod: <strong>{{code}}</strong></p><p>Vänliga hälsningar<br>Bokföringsportalen</p>',
  },
  invitation: {
    subject: '{{inviter}} bjuder in dig till Bokföringsportalen',
    text: 'Hej!\n\n{{inviter}} har bjudit in dig till Bokföringsportalen. Skapa ditt konto här:\n\n{{link}}\n\nDin inbjudningskod: {{code}}\n\nVänliga hälsningar\nBokföringsportalen',
    html: '<p>Hej!</p><p>{{inviter}} har bjudit in dig till Bokföringsportalen.</p><p><a href="{{link}}">Skapa ditt konto</a></p><p>Din inbjudningskod: <strong>{{code}}</strong></p><p>Vänliga hälsningar<br>Bokföringsportalen</p>',
  },
  password_changed: {
    subject: 'Ditt lösenord har ändrats',
    text: 'Hej {{name}}!\n\nLösenordet till ditt konto i Bokföringsportalen har just ändrats. Var det inte du? Återställ lösenordet direkt och kontakta supporten.\n\nVänliga hälsningar\nBokföringsportalen',
    html: '<p>Hej {{name}}!</p><p>Lösenordet till ditt konto i Bokföringsportalen har just ändrats. Var det inte du? Återställ lösenordet direkt och kontakta supporten.</p><p>Vänliga hälsningar<br>Bokföringsportalen</p>',
  },
  notice: {
    subject: '{{title}}',
    text: 'Hej {{name}}!\n\n{{text}}\n\nÖppna i portalen: {{url}}\n\nDu får det här e-postmeddelandet eftersom du valt det under Profil → Notiser.\nBokföringsportalen',
    html: '<p>Hej {{name}}!</p><p>{{text}}</p><p><a href="{{url}}">Öppna i portalen</a></p><p style="color:#666">Du får det här e-postmeddelandet eftersom du valt det under Profil → Notiser.<br>Bokföringsportalen</p>',
  },
  weekly_summary: {
    subject: 'Din vecka i Bokföringsportalen, {{from}} – {{to}}',
    text: 'Hej {{name}}!\n\nSå här gick veckan {{from}} – {{to}}.\n\nSynkronisering per bolag:\n{{companies}}\n\nDina att göra: {{open}} öppna, varav {{overdue}} försenade.\nOlästa notiser: {{unread}}.\n\nÖppna portalen: {{url}}\n\nDu får det här e-postmeddelandet eftersom du valt veckosammanfattning under Profil → Notiser.\nBokföringsportalen',
    html: '<p>Hej {{name}}!</p><p>Så här gick veckan {{from}} – {{to}}.</p><p><strong>Synkronisering per bolag</strong></p><ul>{{companies}}</ul><p>Dina att göra: {{open}} öppna, varav {{overdue}} försenade.<br>Olästa notiser: {{unread}}.</p><p><a href="{{url}}">Öppna portalen</a></p><p style="color:#666">Du får det här e-postmeddelandet eftersom du valt veckosammanfattning under Profil → Notiser.<br>Bokföringsportalen</p>',
    company_line: '{{company}}: {{synced}} element synkroniserade, {{failed}} misslyckades',
    no_companies: 'Du tillhör inget bolag med synkronisering.',
  },
  /** to a shipment's receiver: the tracking link (issue 18) */
  shipment_tracking: {
    subject: 'Din order {{order}} från {{company}} är på väg',
    text: 'Hej {{name}},\n\nDin order {{order}} från {{company}} skickas med {{carrier}}. Spårningsnummer: {{tracking}}.\n\nFölj försändelsen här: {{url}}\n\nVänliga hälsningar\n{{company}}',
    html: '<p>Hej {{name}},</p><p>Din order {{order}} från {{company}} skickas med {{carrier}}. Spårningsnummer: <strong>{{tracking}}</strong>.</p><p><a href="{{url}}">Följ försändelsen</a></p><p>Vänliga hälsningar<br>{{company}}</p>',
  },
  notifications: {
    welcome: {
      title: 'Välkommen till Bokföringsportalen',
      text: 'Ditt konto är aktiverat. Börja med att ansluta dina appar i appkatalogen.',
    },
    password_changed: {
      title: 'Lösenordet har ändrats',
      text: 'Lösenordet till ditt konto ändrades. Var det inte du? Återställ lösenordet direkt.',
    },
    connection_lost: {
      title: 'En koppling har slutat fungera',
      text: 'Tjänsten nekade portalens inloggning, så synkroniseringen har stoppats. Öppna appinställningarna, koppla om och starta om kopplingen.',
    },
  },
};
