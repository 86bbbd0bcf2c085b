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
  updated: 'Ändrad {{when}}',
};
