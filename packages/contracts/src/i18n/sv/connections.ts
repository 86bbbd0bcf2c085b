/** App Connection (SPEC §2 app settings tab, §5 and §8 texts). */
export const connections = {
  sie_name: 'SIE-fil (portalen bokför själv)',
  all_fields: 'Fyll i alla API-nyckelfält.',
  base_url_fixed: 'Adressen till den här tjänsten kan inte ändras.',
  https_only: 'Adressen måste börja med https://.',
  valid: 'Inloggningsuppgifterna är giltiga. Kopplingen fungerar.',
  invalid_keys:
    'Kopplingen är i ett felaktigt läge: kontrollera inloggningsuppgifterna. Kontakta supporten om felet kvarstår.',
  failed: 'Anslutningstestet misslyckades.',
  title: 'Koppling',
  app: 'App',
  accounting: 'Bokföring',
  base_url: 'Adress',
  saved: 'Inloggningsuppgifterna är sparade.',
  save: 'Spara',
  test: 'Testa kopplingen',
  connected: 'Kopplad',
  not_connected: 'Inte kopplad',
  simulated: 'Demo: portalens simulator av tjänsten',
  secret_kept: 'Sparad ({{value}}). Lämna tomt för att behålla.',
  nothing_to_connect: 'Portalen bokför i en egen SIE-fil: inget behöver kopplas.',
  oauth_hint:
    'Fyll i appens klient-ID och klienthemlighet samt åtkomst- och förnyelsetoken från tjänsten.',
  oauth_intro:
    'Logga in hos {{name}} och godkänn att portalen bokför åt bolaget. Du kommer sedan tillbaka hit.',
  connect_with: 'Anslut med {{name}}',
  reconnect_with: 'Anslut {{name}} igen',
  reconnect_needed:
    'Prenumerationen har stoppats eftersom en tjänst nekade inloggningsuppgifterna. Anslut igen för att fortsätta.',
  manual: 'Ange token manuellt',
  oauth_connecting: 'Ansluter till {{name}} …',
  oauth_denied:
    'Anslutningen avbröts: åtkomst till {{name}} godkändes inte. Försök igen när du vill.',
  oauth_state_invalid:
    'Anslutningsförfrågan har gått ut eller startades av någon annan. Börja om med Anslut.',
  oauth_refused: '{{name}} godkände inte anslutningen. Försök ansluta igen.',
  oauth_unreachable: 'Det gick inte att nå {{name}}. Försök igen om en stund.',
  oauth_unconfigured:
    'Portalen är inte registrerad hos {{name}} ännu. Ange token manuellt eller kontakta supporten.',
  callback_invalid:
    'Länken från tjänsten saknar uppgifter. Öppna prenumerationens flik Appkoppling och anslut igen.',
  callback_back: 'Till dina appar',
  updated: 'Ändrad {{when}}',
};
