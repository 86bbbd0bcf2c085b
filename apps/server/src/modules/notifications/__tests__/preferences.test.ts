import type { NotificationSettings } from '@portal/contracts/schemas/users';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todos } from '../../../db/schema/help';
import { notifications } from '../../../db/schema/notifications';
import { outbox } from '../../../db/schema/outbox';
import { syncEntries } from '../../../db/schema/sync';
import { DEFAULT_NOTIFICATION_SETTINGS, users } from '../../../db/schema/users';
import { createUser } from '../../../test/fixtures';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { tellClient, tellFirm } from '../../client-communication/message-alerts';
import {
  addCompanyMember,
  addFirmMember,
  insertCompany,
  insertFirm,
} from '../../companies/companies.repository';
import { markConnectionLost } from '../../engine/connection-lost';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';
import { sendWeeklySummaries } from '../weekly-summary.service';

let t: TestApp;
const ids: Record<string, number> = {};

const prefer = (userId: number, settings: Partial<NotificationSettings>) =>
  t.ctx.db
    .update(users)
    .set({ notificationSettings: { ...DEFAULT_NOTIFICATION_SETTINGS, ...settings } })
    .where(eq(users.id, userId));
const inbox = (userId: number) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
const mailsTo = (to: string) =>
  t.ctx.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.id));

/**
 * Alfa has an owner (Swedish, everything on), a second owner who turned sync errors off in both
 * channels, and a colleague (English) who reads messages only by e-mail. The firm has two
 * master accountants, one of whom turned message e-mail off.
 */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const alfa = await insertCompany(db, {
    name: 'Alfa Handel AB',
    organizationNumber: '556004-0001',
  });
  const firm = await insertFirm(db, { name: 'Siffror & Co' });
  const make = async (
    key: string,
    email: string,
    role: 'Owner' | 'Colleague' | 'MasterAccountant',
    locale: 'sv' | 'en' = 'sv',
  ) => {
    ids[key] = (await createUser(db, { email, role, locale })).id;
  };
  await make('owner', 'owner@prefs.test', 'Owner');
  await make('quiet', 'quiet@prefs.test', 'Owner');
  await make('colleague', 'colleague@prefs.test', 'Colleague', 'en');
  await make('master', 'master@prefs.test', 'MasterAccountant');
  await make('master2', 'master2@prefs.test', 'MasterAccountant');
  await addCompanyMember(db, ids.owner!, alfa.id, 'Owner');
  await addCompanyMember(db, ids.quiet!, alfa.id, 'Owner');
  await addCompanyMember(db, ids.colleague!, alfa.id, 'Colleague');
  await addFirmMember(db, ids.master!, firm.id, 'MasterAccountant');
  await addFirmMember(db, ids.master2!, firm.id, 'MasterAccountant');
  await prefer(ids.quiet!, { in_app_sync_errors: false, email_sync_errors: false });
  await prefer(ids.colleague!, { in_app_messages: false });
  await prefer(ids.master2!, { email_messages: false });
  const subscription = await insertSubscription(db, {
    companyId: alfa.id,
    application: 'woocommerce',
    accounting: 'fortnox',
    status: 'Active',
    startDate: '2026-01-01',
  });
  Object.assign(ids, { alfa: alfa.id, firm: firm.id, subscription: subscription.id });
});
afterAll(() => t.close());

describe('each writer honours the in-app preference, e-mail only for chosen kinds', () => {
  it('a lost connection: told once, as each owner chose for sync errors', async () => {
    await markConnectionLost(t.ctx, ids.subscription!, 'Fortnox refused the token refresh.');
    await markConnectionLost(t.ctx, ids.subscription!, 'Fortnox refused the token refresh.');
    expect(await inbox(ids.owner!)).toMatchObject([
      {
        kind: 'sync_errors',
        type: 'error',
        title: 'En koppling har slutat fungera',
        link: `/app-settings/${ids.subscription}`,
      },
    ]);
    const [mail, ...more] = await mailsTo('owner@prefs.test');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('En koppling har slutat fungera');
    expect(mail!.text).toContain(`http://portal.test/app-settings/${ids.subscription}`);
    expect(t.queue.sent).toContainEqual({ name: 'email.deliver', data: { outboxId: mail!.id } });
    expect(await inbox(ids.quiet!)).toEqual([]);
    expect(await mailsTo('quiet@prefs.test')).toEqual([]);
  });

  it('a firm’s message: the inbox for those who keep it, e-mail for those who chose it', async () => {
    const event = {
      authorId: ids.master!,
      firm: 'Siffror & Co',
      company: 'Alfa Handel AB',
      companyId: ids.alfa!,
      firmId: ids.firm!,
      body: 'Kvittona för oktober, tack.',
    };
    await t.ctx.db.transaction((tx) => tellClient(t.ctx, tx, event, true));
    const owners = (await inbox(ids.owner!)).filter((n) => n.kind === 'messages');
    expect(owners).toMatchObject([
      { link: '/messages', title: 'Nytt meddelande från Siffror & Co' },
    ]);
    expect((await inbox(ids.colleague!)).filter((n) => n.kind === 'messages')).toEqual([]);
    const [english] = await mailsTo('colleague@prefs.test');
    expect(english!.subject).toBe('New message from Siffror & Co about Alfa Handel AB');

    // a second one before the first is read: notices only
    await t.ctx.db.transaction((tx) => tellClient(t.ctx, tx, event, false));
    expect((await inbox(ids.owner!)).filter((n) => n.kind === 'messages')).toHaveLength(2);
    expect(await mailsTo('colleague@prefs.test')).toHaveLength(1);
  });

  it('a client’s message: each master accountant told, by e-mail only if chosen', async () => {
    const event = {
      authorId: ids.owner!,
      firm: 'Siffror & Co',
      company: 'Alfa Handel AB',
      companyId: ids.alfa!,
      firmId: ids.firm!,
      body: 'Kommer i morgon!',
    };
    const mails = await t.ctx.db.transaction((tx) => tellFirm(t.ctx, tx, event, true));
    for (const who of ['master', 'master2'])
      expect(await inbox(ids[who]!), who).toMatchObject([
        {
          kind: 'messages',
          title: 'Nytt meddelande från Alfa Handel AB',
          link: `/client-communication?client=${ids.alfa}`,
        },
      ]);
    const [mail] = await mailsTo('master@prefs.test');
    expect(mails).toEqual([mail!.id]);
    expect(mail!.text).toContain(`http://portal.test/client-communication?client=${ids.alfa}`);
    expect(await mailsTo('master2@prefs.test')).toEqual([]);
    await t.ctx.db.transaction((tx) => tellFirm(t.ctx, tx, event, false));
    expect(await mailsTo('master@prefs.test')).toHaveLength(1);
    expect(await inbox(ids.master!)).toHaveLength(2);
  });
});

describe('the weekly summary', () => {
  const at = (iso: string) => t.clock.set(new Date(iso));
  const summaries = async (to: string) =>
    (await mailsTo(to)).filter((m) => /vecka|week/i.test(m.subject));

  beforeAll(async () => {
    const db = t.ctx.db;
    await prefer(ids.owner!, { email_weekly_summary: true });
    await prefer(ids.colleague!, { in_app_messages: false, email_weekly_summary: true });
    // the week of 16–22 November 2026: three synced and one failed at Alfa; one before it
    const entry = (n: number, status: string, updatedAt: string) => ({
      subscriptionId: ids.subscription!,
      companyId: ids.alfa!,
      source: 'app',
      sourceId: `o-${n}`,
      kind: 'order',
      eventType: 'created',
      elementType: 'e1',
      referenceNumber: `${1000 + n}`,
      status,
      updatedAt: new Date(updatedAt),
    });
    await db
      .insert(syncEntries)
      .values([
        entry(1, 'Success', '2026-11-16T08:00:00Z'),
        entry(2, 'Success', '2026-11-18T10:00:00Z'),
        entry(3, 'Success', '2026-11-22T22:30:00Z'),
        entry(4, 'Failed', '2026-11-20T12:00:00Z'),
        entry(5, 'Success', '2026-11-12T12:00:00Z'),
        entry(6, 'Failed', '2026-11-22T23:30:00Z'),
      ]);
    await db.insert(todos).values([
      { companyId: ids.alfa!, task: 'Bokslut', assigneeId: ids.owner!, dueDate: '2026-11-20' },
      { companyId: ids.alfa!, task: 'Moms', assigneeId: ids.owner!, dueDate: '2026-12-12' },
      {
        companyId: ids.alfa!,
        task: 'Klart',
        assigneeId: ids.owner!,
        dueDate: '2026-11-01',
        status: 'done',
      },
    ]);
  });

  it('waits for Monday 07:00 in Sweden, then goes once to each who chose it', async () => {
    at('2026-11-23T05:59:00Z'); // 06:59 in Stockholm
    expect(await sendWeeklySummaries(t.ctx)).toEqual([]);
    at('2026-11-23T06:01:00Z');
    const unread = (await inbox(ids.owner!)).filter((n) => !n.readAt).length;
    expect((await sendWeeklySummaries(t.ctx)).sort()).toEqual([ids.owner!, ids.colleague!].sort());
    at('2026-11-23T09:00:00Z');
    expect(await sendWeeklySummaries(t.ctx)).toEqual([]);
    const [mail, ...more] = await summaries('owner@prefs.test');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Din vecka i Bokföringsportalen, 2026-11-16 – 2026-11-22');
    // 22:30Z on the 22nd is still Sunday in Stockholm; 23:30Z is Monday
    expect(mail!.text).toContain('• Alfa Handel AB: 3 element synkroniserade, 1 misslyckades');
    expect(mail!.text).toContain('Dina att göra: 2 öppna, varav 1 försenade.');
    expect(mail!.text).toContain(`Olästa notiser: ${unread}.`);
    expect(mail!.html).toContain(
      '<li>Alfa Handel AB: 3 element synkroniserade, 1 misslyckades</li>',
    );
    const [english] = await summaries('colleague@prefs.test');
    expect(english!.subject).toBe('Your week in Bokföringsportalen, 2026-11-16 – 2026-11-22');
    expect(english!.text).toContain('Alfa Handel AB: 3 elements synchronised, 1 failed');
    expect(english!.text).toContain('Your to-dos: 0 open, 0 of them overdue.');
    expect(await summaries('master@prefs.test')).toEqual([]);
    const [owner] = await t.ctx.db.select().from(users).where(eq(users.id, ids.owner!));
    expect(owner!.weeklySummarySentOn).toBe('2026-11-23');
  });

  it('is sent once per user and week when runs overlap, and a missed Monday is caught up', async () => {
    at('2026-11-30T15:00:00Z');
    const runs = await Promise.all([sendWeeklySummaries(t.ctx), sendWeeklySummaries(t.ctx)]);
    expect(runs.flat().sort()).toEqual([ids.owner!, ids.colleague!].sort());
    expect(await summaries('owner@prefs.test')).toHaveLength(2);
    // Wednesday: a week nobody got is old news by now
    await prefer(ids.master!, { email_weekly_summary: true });
    at('2026-12-02T08:00:00Z');
    expect(await sendWeeklySummaries(t.ctx)).toEqual([]);
    expect(
      await t.ctx.db
        .select()
        .from(users)
        .where(and(eq(users.id, ids.master!), eq(users.weeklySummarySentOn, '2026-11-30'))),
    ).toEqual([]);
  });
});
