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
    email_sync_errors: 'E-post när en synkronisering misslyckas',
    email_weekly_summary: 'Veckosammanfattning via e-post',
    email_system: 'Systemnotiser via e-post',
    in_app_sync_errors: 'Notiser om synkfel i portalen',
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
