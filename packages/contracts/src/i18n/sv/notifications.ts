/** Web UI texts of the notifications screen. */
export const notifications = {
  unread_only: 'Visa bara olästa',
  mark_read: 'Markera som läst',
  mark_all_read: 'Markera alla som lästa',
  all_marked: 'Alla notiser är markerade som lästa.',
  empty: 'Du har inga notiser.',
  empty_unread: 'Du har inga olästa notiser.',
  unread: 'Oläst',
  list: 'Notiser',
};
