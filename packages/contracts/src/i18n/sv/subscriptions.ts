/** Subscriptions: statuses, the six actions and what the server answers about them (ADR 016). */
export const subscriptions = {
  statuses: {
    Active: 'Aktiv',
    Inactive: 'Inaktiv',
    Paused: 'Pausad',
    Terminated: 'Avslutad',
    Pending: 'Väntande',
    Completed: 'Slutförd',
    Cancelled: 'Uppsagd',
    'On Hold': 'Vilande',
    Error: 'Fel',
  },
  actions: {
    activate: 'Aktivera',
    deactivate: 'Inaktivera',
    cancel: 'Säg upp',
    pause: 'Pausa',
    resume: 'Återuppta',
    restart: 'Starta om kopplingen',
  },
  /** "A subscription that is {status} cannot be …" */
  refused: {
    activate: 'En prenumeration som är {{status}} kan inte aktiveras.',
    deactivate: 'En prenumeration som är {{status}} kan inte inaktiveras.',
    cancel: 'En prenumeration som är {{status}} kan inte sägas upp.',
    pause: 'En prenumeration som är {{status}} kan inte pausas.',
    resume: 'En prenumeration som är {{status}} kan inte återupptas.',
    restart: 'En prenumeration som är {{status}} kan inte startas om.',
  },
  activate_pending:
    'En ny prenumeration aktiveras under fliken Aktivera: välj startdatum, godkänn villkoren och kontrollera kopplingarna.',
  done: {
    activate: 'Prenumerationen är aktiverad.',
    deactivate: 'Prenumerationen är inaktiverad.',
    cancel: 'Prenumerationen är uppsagd. Dess data raderas om {{days}} dagar.',
    pause: 'Synkroniseringen är pausad.',
    resume: 'Synkroniseringen är återupptagen och hämtar ikapp.',
    restart: 'Kopplingen har startats om.',
  },
  confirm: {
    cancel:
      'Säga upp prenumerationen? Synkroniseringen stoppas och prenumerationens data (inloggningsuppgifter, hämtade poster och loggar) raderas om {{days}} dagar. Det som redan är bokfört finns kvar i ditt bokföringsprogram.',
    deactivate: 'Inaktivera prenumerationen? Inget synkas förrän du aktiverar den igen.',
  },
};
