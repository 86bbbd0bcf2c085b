import type { Db } from '../db/client';
import { clientMessages, notes } from '../db/schema/accountants';
import { insertNotification } from '../modules/notifications/notifications.repository';

export interface CollaborationSeed {
  firmId: number;
  norrskenId: number;
  masterId: number;
  ownerId: number;
  colleagueId: number;
}

const HOUR = 3_600_000;

/**
 * The demo firm's notes on Norrsken Handel AB, one of each visibility, and its conversation with
 * the owner about the year-end: the firm's last message is not yet read by the owner (ADR 033).
 */
export async function seedDemoCollaboration(db: Db, seed: CollaborationSeed, now: Date) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const note = (
    title: string,
    text: string,
    type: string,
    visibility: string,
    hoursAgo: number,
  ) => ({
    firmId: seed.firmId,
    authorId: seed.masterId,
    companyId: seed.norrskenId,
    title,
    text,
    type,
    visibility,
    createdAt: at(hoursAgo),
    updatedAt: at(hoursAgo),
  });
  await db
    .insert(notes)
    .values([
      note(
        'Egen påminnelse: fråga om lagervärderingen',
        'Lagret ser högt ut mot förra året. Ta upp det innan bokslutet, men inte i brevet.',
        'reminder',
        'private',
        96,
      ),
      note(
        'Genomgång av Shopify-flödet',
        'Utbetalningarna från Shopify bokas som kundfakturor i Fortnox; clearingkontot 1580 går jämnt ut varje vecka. Kolla WooCommerce-filerna (SIE) vid månadsskiftet.',
        'note',
        'firm',
        72,
      ),
      note(
        'Möte om årsbokslutet',
        'Vi gick igenom tidplanen för bokslutet. Ni skickar kvitton för december senast den 15 januari; vi stämmer av bank och clearingkonto och hör av oss om något saknas.',
        'meeting',
        'shared',
        48,
      ),
    ]);

  const message = (side: 'firm' | 'client', body: string, hoursAgo: number, read: boolean) => ({
    firmId: seed.firmId,
    companyId: seed.norrskenId,
    authorId: side === 'firm' ? seed.masterId : seed.ownerId,
    side,
    body,
    createdAt: at(hoursAgo),
    readAt: read ? at(hoursAgo - 1) : null,
  });
  await db
    .insert(clientMessages)
    .values([
      message(
        'firm',
        'Hej Olivia! Vi börjar förbereda årsbokslutet för Norrsken Handel. Har ni några större inköp i december som vi bör känna till?',
        30,
        true,
      ),
      message(
        'client',
        'Hej Magnus! Vi köpte in ett nytt kassasystem för 48 000 kr, fakturan kommer i nästa vecka.',
        26,
        true,
      ),
      message(
        'firm',
        'Tack! Då bokför vi det som inventarier. Skicka gärna fakturan hit när den kommer.',
        24,
        true,
      ),
      message('client', 'Gör jag. Ha en fin helg!', 20, true),
      message(
        'firm',
        'Fakturan är bokförd. En sak till: Shopify-utbetalningen den 12:e saknar en avgiftsrad. Kan du titta i Shopify-admin om avgiften syns där?',
        2,
        false,
      ),
    ]);
  for (const userId of [seed.ownerId, seed.colleagueId]) {
    await insertNotification(db, {
      userId,
      title: 'Nytt meddelande från Demo Redovisning AB',
      text: 'Fakturan är bokförd. En sak till: Shopify-utbetalningen den 12:e saknar en avgiftsrad. Kan du titta…',
      type: 'info',
      kind: 'messages',
      link: '/messages',
      createdAt: at(2),
    });
  }
}
