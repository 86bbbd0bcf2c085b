/** Confirmations the server sends as `detail` in the caller's language. */
export const messages = {
  signed_out: 'Du är nu utloggad.',
  signed_up: 'Kontot är skapat. Vi har skickat en aktiveringskod till din e-post.',
  activated: 'Kontot är aktiverat. Du kan nu logga in.',
  activation_sent:
    'Om det finns ett konto som väntar på aktivering med den e-postadressen har vi skickat en ny kod.',
  reset_sent:
    'Om det finns ett konto med den e-postadressen har vi skickat en kod för att återställa lösenordet.',
  code_valid: 'Koden stämmer. Välj ett nytt lösenord.',
  password_reset: 'Lösenordet är återställt. Logga in med ditt nya lösenord.',
  password_changed: 'Lösenordet är uppdaterat.',
  invitation_sent: 'Inbjudan har skickats till {{email}}.',
  notifications_read: 'Alla notiser är markerade som lästa.',
};
