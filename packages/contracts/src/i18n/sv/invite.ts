/** Web UI texts of the invite-users screen. */
export const invite = {
  intro:
    'Skicka en inbjudan med en kod som mottagaren använder för att skapa ett konto och ett nytt bolag. Du kan skicka hur många inbjudningar du vill.',
  user_title: 'Bjud in en ny användare',
  language: 'Språk för inbjudan',
  submit: 'Skicka inbjudan',
  sent: 'Inbjudan har skickats till {{email}}.',
  colleague_title: 'Bjud in en kollega',
  colleague_intro:
    'En kollega ansluter till ditt aktiva bolag, {{company}}, när hen har skapat sitt konto med koden i inbjudan.',
  colleague_submit: 'Bjud in kollega',
};
