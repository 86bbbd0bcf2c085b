/** tours: the guided tours for company users and accountants (issue 17, SPEC §1). */
export const tours = {
  title: 'Rundtur',
  invitation: {
    title: 'Ny här? Ta en rundtur på en minut',
    owner_text:
      'Vi visar var du hittar apparna, hur du kopplar och mappar en app mot din bokföring, hur du aktiverar den och var rapporterna finns.',
    accountant_text:
      'Vi visar hur du går in i en klients bolag, var klientportföljen finns och hur du arbetar med projekt och tidrapportering.',
    start: 'Starta rundturen',
    resume: 'Fortsätt rundturen',
    dismiss: 'Inte nu',
  },
  menu: 'Visa rundturen',
  next: 'Nästa',
  back: 'Tillbaka',
  done: 'Klar',
  close: 'Stäng rundturen',
  progress: 'Steg {{current}} av {{total}}',
  save_failed: 'Rundturens läge kunde inte sparas. Den fortsätter ändå här.',
  owner: {
    catalogue: {
      title: 'Appkatalogen',
      text: 'Här finns alla appar som kan kopplas till ditt bokföringssystem: webbutiker och betaltjänster. Sök eller filtrera på kategori för att hitta din.',
    },
    add_app: {
      title: 'Lägg till en app',
      text: 'Välj Lägg till på en app för att beställa den. Du väljer bokföringssystem och betalperiod innan något kostar.',
    },
    connection: {
      title: 'Koppla appen',
      text: 'Under fliken Appkoppling loggar du in hos appen och bokföringssystemet, så att portalen får hämta och bokföra åt dig.',
    },
    connection_none: {
      title: 'Koppla en app',
      text: 'När du har lagt till en app hittar du dess inställningar under Appinställningar. Där loggar du in hos appen och bokföringssystemet under fliken Appkoppling.',
    },
    configure: {
      title: 'Mappa mot kontoplanen',
      text: 'Under fliken Konfigurera bestämmer du vilka konton försäljning, moms, frakt och avgifter bokförs på.',
    },
    configure_none: {
      title: 'Mappa mot kontoplanen',
      text: 'När appen är kopplad väljer du under fliken Konfigurera vilka konton försäljning, moms, frakt och avgifter bokförs på.',
    },
    activate: {
      title: 'Aktivera synkroniseringen',
      text: 'Under fliken Aktivera kontrollerar portalen kopplingen och mappningen. När allt är grönt startar du synkroniseringen.',
    },
    activate_none: {
      title: 'Aktivera synkroniseringen',
      text: 'Sist aktiverar du appen under fliken Aktivera. Portalen kontrollerar först att kopplingen och mappningen är klara.',
    },
    report: {
      title: 'Rapporter',
      text: 'Här ser du vad som har synkroniserats och bokförts, och avvikelser som behöver åtgärdas.',
    },
    help: {
      title: 'Hjälp när du behöver den',
      text: 'Under Vanliga frågor finns svar på det de flesta undrar. Varje app har också en egen FAQ-flik i sina inställningar.',
    },
    restart: {
      title: 'Rundturen finns kvar här',
      text: 'I användarmenyn kan du när som helst visa rundturen igen. Lycka till!',
    },
  },
  accountant: {
    lobby: {
      title: 'Lobbyn',
      text: 'Här finns dina klienters bolag. Välj Växla för att arbeta i ett bolag som dess ägare, och gå tillbaka när du är klar.',
    },
    portfolio: {
      title: 'Klientportföljen',
      text: 'Portföljen visar alla byråns klienter med status och nyckeltal. Öppna en klient för detaljer och anteckningar.',
    },
    projects: {
      title: 'Projekt',
      text: 'Planera arbetet per klient i projekt med Kanban-tavlor: kolumner, uppgifter och deadlines.',
    },
    time: {
      title: 'Tidrapportering',
      text: 'Registrera tid per klient och projekt, med timer eller i efterhand, och följ upp lönsamheten.',
    },
    help: {
      title: 'Hjälp när du behöver den',
      text: 'Under Vanliga frågor finns svar på det de flesta undrar om portalen.',
    },
    restart: {
      title: 'Rundturen finns kvar här',
      text: 'I användarmenyn kan du när som helst visa rundturen igen. Lycka till!',
    },
  },
};
