/**
 * /unprocessed-subscription and the sync alerts: why a subscription's sync is unhealthy, with its
 * figures, and the notices and e-mails the alerts send (the server fills `{{param}}`).
 */
export const syncHealth = {
  intro:
    'Prenumerationer vars synkronisering har fastnat, misslyckas, aldrig har körts eller släpar efter. Det som har pågått längst visas först.',
  search: 'Sök bolag',
  search_hint: 'Bolagets namn',
  reason_filter: 'Orsak',
  empty: 'Alla prenumerationer synkroniseras som de ska.',
  columns: {
    company: 'Bolag',
    reason: 'Orsak',
    since: 'Sedan',
    lag: 'Efter',
    owner: 'Ägare',
    actions: 'Åtgärder',
  },
  reasons: {
    stuck: 'Fastnat',
    failing: 'Misslyckas',
    never_run: 'Aldrig körd',
    behind: 'Släpar efter',
  },
  reason_counts: 'Per orsak',
  count: '{{reason}}: {{count}}',
  explain: {
    stuck:
      'En synkkörning har pågått sedan {{since}} ({{duration}}) och inget har hänt sedan {{activity}}.',
    error_status: 'Tjänsten nekar anslutningen (status Fel) sedan {{since}}.',
    failing_runs: '{{count}} synkkörningar i rad har misslyckats, sedan {{since}}.',
    failing_elements: '{{failed}} av {{total}} element misslyckades de senaste {{hours}} timmarna.',
    never_run: 'Aktiv sedan {{since}} ({{duration}}) men aldrig synkroniserad.',
    behind:
      'Senast bearbetad {{since}}, {{duration}} efter nu, och ingen körning håller på att komma ikapp.',
    last_error: 'Senaste fel: {{message}}',
  },
  alerted: 'Larm skickat {{at}}',
  no_owner: 'Ingen ägare',
  duration: {
    seconds: '{{count}} s',
    minutes: '{{count}} min',
    hours: '{{count}} tim',
    days: '{{count}} d',
  },
  actions: {
    retry: 'Synka nu',
    restart: 'Starta om kopplingen',
    open_settings: 'Öppna appinställningarna som ägare',
    contact_owner: 'Kontakta ägaren',
    suggested: 'Föreslagen åtgärd',
  },
  action_named: '{{action}}: {{company}}, {{integration}}',
  retried: 'En synkkörning är köad.',
  mail_subject: 'Synkroniseringen av {{integration}}',
  thresholds: {
    title: 'När räknas en prenumeration som obearbetad?',
    stuck:
      'Fastnat: en körning har inte gjort något på {{minutes}} minuter (varken startat eller bearbetat ett element).',
    failing:
      'Misslyckas: status Fel, {{runs}} misslyckade körningar i rad, eller minst {{elements}} misslyckade element som är minst {{percent}} % av de senaste {{hours}} timmarnas.',
    never_run: 'Aldrig körd: aktiv i mer än {{minutes}} minuter utan att ha bearbetats.',
    behind:
      'Släpar efter: senast bearbetad för mer än {{hours}} timmar sedan, och ingen körning pågår.',
    alerts:
      'Larm: en prenumeration som misslyckas eller ligger mer än {{hours}} timmar efter ger en notis till interna användare och ett e-brev till ägaren, en gång, och ett till när den fungerar igen.',
  },
  alerts: {
    failing: {
      title: 'Synkningen misslyckas: {{company}}',
      text: '{{integration}} för {{company}}: {{detail}}',
    },
    behind: {
      title: 'Synkningen släpar efter: {{company}}',
      text: '{{integration}} för {{company}}: {{detail}}',
    },
    recovered: {
      title: 'Synkningen fungerar igen: {{company}}',
      text: '{{integration}} för {{company}} synkroniseras som vanligt igen.',
    },
  },
  email: {
    failing: {
      subject: 'Synkroniseringen av {{integration}} misslyckas',
      text: 'Hej {{name}}!\n\nSynkroniseringen av {{integration}} för {{company}} misslyckas: {{detail}}\n\nÖppna appinställningarna och kontrollera anslutningen:\n\n{{link}}\n\nVi hör av oss om vi behöver mer från dig. Du får ett nytt meddelande när synkroniseringen fungerar igen.\n\nVänliga hälsningar\nBokföringsportalen',
      html: '<p>Hej {{name}}!</p><p>Synkroniseringen av {{integration}} för {{company}} misslyckas: {{detail}}</p><p><a href="{{link}}">Öppna appinställningarna</a> och kontrollera anslutningen.</p><p>Vi hör av oss om vi behöver mer från dig. Du får ett nytt meddelande när synkroniseringen fungerar igen.</p><p>Vänliga hälsningar<br>Bokföringsportalen</p>',
    },
    behind: {
      subject: 'Synkroniseringen av {{integration}} släpar efter',
      text: 'Hej {{name}}!\n\nSynkroniseringen av {{integration}} för {{company}} släpar efter: {{detail}}\n\nVi undersöker saken. Du kan se läget i appinställningarna:\n\n{{link}}\n\nDu får ett nytt meddelande när synkroniseringen är ikapp.\n\nVänliga hälsningar\nBokföringsportalen',
      html: '<p>Hej {{name}}!</p><p>Synkroniseringen av {{integration}} för {{company}} släpar efter: {{detail}}</p><p>Vi undersöker saken. Du kan se läget i <a href="{{link}}">appinställningarna</a>.</p><p>Du får ett nytt meddelande när synkroniseringen är ikapp.</p><p>Vänliga hälsningar<br>Bokföringsportalen</p>',
    },
    recovered: {
      subject: 'Synkroniseringen av {{integration}} fungerar igen',
      text: 'Hej {{name}}!\n\nSynkroniseringen av {{integration}} för {{company}} fungerar som vanligt igen. Du behöver inte göra något.\n\n{{link}}\n\nVänliga hälsningar\nBokföringsportalen',
      html: '<p>Hej {{name}}!</p><p>Synkroniseringen av {{integration}} för {{company}} fungerar som vanligt igen. Du behöver inte göra något.</p><p><a href="{{link}}">Appinställningarna</a></p><p>Vänliga hälsningar<br>Bokföringsportalen</p>',
    },
  },
};
