/** Web UI texts of the invite-users screen. */
export const invite = {
  intro: 'Skicka en inbjudan med en kod som mottagaren använder för att skapa ett konto.',
  language: 'Språk för inbjudan',
  submit: 'Skicka inbjudan',
  sent: 'Inbjudan har skickats till {{email}}.',
};
