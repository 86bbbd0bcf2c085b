/** Web UI texts of the profile screen. */
export const profile = {
  photo: {
    title: 'Profilbild',
    choose: 'Välj bild',
    upload: 'Ladda upp',
    hint: 'JPG, GIF eller PNG, högst 5 MB.',
    uploaded: 'Profilbilden har uppdaterats.',
    alt: 'Profilbild',
    selected: 'Vald fil: {{name}}',
  },
  personal: {
    title: 'Personuppgifter',
    save: 'Spara uppgifter',
    saved: 'Dina uppgifter har uppdaterats.',
  },
  notification_settings: {
    title: 'Notisinställningar',
    hint: 'Välj för varje typ av notis om den ska visas här i portalen och om den ska skickas via e-post. Ändringar sparas direkt.',
    kind: 'Typ av notis',
    in_app: 'I portalen',
    email: 'Via e-post',
    switch_label: '{{kind}}: {{channel}}',
    not_sent: 'Skickas inte via e-post',
    account_note: 'Notiser om ditt konto, till exempel ett nytt lösenord, visas alltid i portalen.',
    email_weekly_summary: 'Veckosammanfattning via e-post',
    weekly_hint:
      'Varje måndag morgon: synkroniseringen per bolag, dina öppna och försenade att göra och dina olästa notiser.',
    saved: 'Notisinställningarna har sparats.',
  },
  alerts: {
    title: 'Larm',
    hint: 'Larm skickas till den här adressen, eller till din inloggningsadress om fältet är tomt.',
    save: 'Spara larminställningar',
  },
  language: {
    title: 'Föredraget språk',
    hint: 'Språket för e-post och för portalen när du loggar in.',
    save: 'Spara språk',
  },
  password: {
    new_password: 'Nytt lösenord',
    title: 'Byt lösenord',
    submit: 'Byt lösenord',
    changed: 'Ditt lösenord har uppdaterats.',
  },
};
