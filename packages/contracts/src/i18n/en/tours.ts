import type { tours as sv } from '../sv/tours';

export const tours: typeof sv = {
  title: 'Guided tour',
  invitation: {
    title: 'New here? Take the one-minute tour',
    owner_text:
      'We show you where the apps are, how to connect and map an app to your accounting, how to activate it and where the reports are.',
    accountant_text:
      'We show you how to enter a client’s company, where the client portfolio is, and how to work with projects and time tracking.',
    start: 'Start the tour',
    resume: 'Continue the tour',
    dismiss: 'Not now',
  },
  menu: 'Take the guided tour',
  next: 'Next',
  back: 'Back',
  done: 'Done',
  close: 'Close the tour',
  progress: 'Step {{current}} of {{total}}',
  save_failed: 'The tour’s progress could not be saved. It carries on here all the same.',
  owner: {
    catalogue: {
      title: 'The app catalogue',
      text: 'Every app that can be connected to your accounting system is here: web shops and payment services. Search or filter by category to find yours.',
    },
    add_app: {
      title: 'Add an app',
      text: 'Choose Add on an app to order it. You pick the accounting system and billing period before anything costs.',
    },
    connection: {
      title: 'Connect the app',
      text: 'On the App connection tab you sign in to the app and the accounting system, so the portal may fetch and book for you.',
    },
    connection_none: {
      title: 'Connect an app',
      text: 'Once you have added an app, its settings are under App settings. There you sign in to the app and the accounting system on the App connection tab.',
    },
    configure: {
      title: 'Map to the chart of accounts',
      text: 'On the Configure tab you decide which accounts sales, VAT, shipping and fees are booked to.',
    },
    configure_none: {
      title: 'Map to the chart of accounts',
      text: 'Once the app is connected, you choose on the Configure tab which accounts sales, VAT, shipping and fees are booked to.',
    },
    activate: {
      title: 'Activate the sync',
      text: 'On the Activate tab the portal checks the connection and the mapping. When everything is green, you start the sync.',
    },
    activate_none: {
      title: 'Activate the sync',
      text: 'Last, you activate the app on the Activate tab. The portal first checks that the connection and the mapping are ready.',
    },
    report: {
      title: 'Reports',
      text: 'Here you see what has been synced and booked, and the discrepancies that need your attention.',
    },
    help: {
      title: 'Help when you need it',
      text: 'The FAQ answers what most people wonder about. Each app also has its own FAQ tab in its settings.',
    },
    restart: {
      title: 'The tour stays here',
      text: 'You can take the tour again any time from the user menu. Good luck!',
    },
  },
  accountant: {
    lobby: {
      title: 'The lobby',
      text: 'Your clients’ companies are here. Choose Switch to work in a company as its owner, and come back when you are done.',
    },
    portfolio: {
      title: 'The client portfolio',
      text: 'The portfolio shows all the firm’s clients with their status and key figures. Open a client for details and notes.',
    },
    projects: {
      title: 'Projects',
      text: 'Plan the work per client in projects with Kanban boards: columns, tasks and deadlines.',
    },
    time: {
      title: 'Time tracking',
      text: 'Record time per client and project, with a timer or afterwards, and follow up profitability.',
    },
    help: {
      title: 'Help when you need it',
      text: 'The FAQ answers what most people wonder about the portal.',
    },
    restart: {
      title: 'The tour stays here',
      text: 'You can take the tour again any time from the user menu. Good luck!',
    },
  },
};
