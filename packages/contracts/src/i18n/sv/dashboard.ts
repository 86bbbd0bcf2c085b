/** Web UI texts of the dashboard and its in-house maintenance card. */
export const dashboard = {
  greeting: 'Hej {{name}}!',
  greeting_anonymous: 'Hej!',
  role: 'Du är inloggad som {{role}}.',
  active_company: 'Aktivt bolag',
  no_company: 'Inget aktivt bolag valt.',
  unread: 'Du har {{count}} olästa notiser.',
  to_notifications: 'Visa notiser',
  maintenance: {
    title: 'Underhållsvarning vid inloggning',
    intro: 'Visas på inloggningssidan. Inloggning är fortfarande möjlig.',
    enabled: 'Visa underhållsvarningen',
    save: 'Spara',
  },
};
