import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '@portal/contracts/roles';
import type { SystemNotification } from '@portal/contracts/schemas/system-notifications';
import { eventLog } from '../../../db/schema/events';
import { notifications } from '../../../db/schema/notifications';
import { systemNotifications } from '../../../db/schema/operations';
import { outbox } from '../../../db/schema/outbox';
import { DEFAULT_NOTIFICATION_SETTINGS, users as userTable } from '../../../db/schema/users';
import { createUser, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import {
  addCompanyMember,
  addFirmMember,
  insertCompany,
  insertFirm,
} from '../../companies/companies.repository';
import { deliverDue } from '../system-notifications.service';

let t: TestApp;
const keys: Record<string, string> = {};
const users: Record<string, number> = {};
const ids: Record<string, number> = {};
const HOUR = 3600;

/**
 * Alfa has an owner and a colleague; the firm a master and a partner accountant; a non-partner
 * accountant belongs to neither; one owner is not active. In-house staff write the notices.
 */
beforeAll(async () => {
  t = await createTestApp();
  const db = t.ctx.db;
  const make = async (key: string, spec: Parameters<typeof createUser>[1]) => {
    users[key] = (await createUser(db, spec)).id;
  };
  await make('staff', { email: 'staff@notices.test', role: 'Inhouse' });
  await make('owner', { email: 'owner@notices.test', role: 'Owner' });
  await make('colleague', { email: 'colleague@notices.test', role: 'Colleague' });
  await make('master', { email: 'master@notices.test', role: 'MasterAccountant' });
  await make('partner', { email: 'partner@notices.test', role: 'PartnerAccountant' });
  await make('nonpartner', { email: 'nonpartner@notices.test', role: 'NonPartnerAccountant' });
  await make('assistant', { email: 'assistant@notices.test', role: 'AssistingAccountant' });
  await make('inactive', { email: 'inactive@notices.test', role: 'Owner', active: false });
  const alfa = await insertCompany(db, {
    name: 'Alfa Handel AB',
    organizationNumber: '556003-0001',
  });
  await insertCompany(db, { name: 'Gamma Frakt AB', organizationNumber: '556003-0002' });
  const firm = await insertFirm(db, { name: 'Siffror & Co Redovisning' });
  await addCompanyMember(db, users.owner!, alfa.id, 'Owner');
  await addCompanyMember(db, users.colleague!, alfa.id, 'Colleague');
  await addCompanyMember(db, users.inactive!, alfa.id, 'Owner');
  await addFirmMember(db, users.master!, firm.id, 'MasterAccountant');
  await addFirmMember(db, users.partner!, firm.id, 'PartnerAccountant');
  Object.assign(ids, { alfa: alfa.id, firm: firm.id });
  for (const key of ['staff', 'owner', 'colleague', 'master', 'partner', 'nonpartner', 'assistant'])
    keys[key] = await signIn(t.app, `${key}@notices.test`);
});
afterAll(() => t.close());

const inHours = (hours: number) =>
  new Date(t.clock.now().getTime() + hours * HOUR * 1000).toISOString();
const targets = (extra: Partial<Record<string, unknown>> = {}) => ({
  everyone: false,
  roles: [],
  company_ids: [],
  firm_ids: [],
  ...extra,
});
const notice = (extra: Record<string, unknown> = {}) => ({
  title: 'Nya rapporter',
  type: 'info',
  text: 'Nu finns konsoliderade rapporter.',
  scheduled_at: inHours(1),
  targets: targets({ roles: ['NonPartnerAccountant'], company_ids: [ids.alfa] }),
  ...extra,
});
const send = (
  method: 'POST' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
  lang = 'sv',
) =>
  call(t.app, { method, url: `/api/system-notifications/${url}`, key: keys.staff, payload, lang });
const received = async (userId: number, systemNotificationId: number) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.systemNotificationId, systemNotificationId),
      ),
    );

describe('validation (SPEC §5)', () => {
  it('words what is missing in the caller’s language, and stores nothing', async () => {
    const empty = { title: ' ', type: 'info', text: '', scheduled_at: '', targets: targets() };
    const sv = await send('POST', '', empty);
    expect(sv.statusCode).toBe(400);
    expect(sv.json().errors).toEqual({
      title: ['Fältet rubrik är obligatoriskt'],
      text: ['Fältet text är obligatoriskt'],
      scheduled_at: ['Fältet schemalagd tid är obligatoriskt'],
      targets: ['Välj minst en mottagare: alla, en roll, ett bolag eller en byrå.'],
    });
    const en = await send('POST', '', { ...notice(), scheduled_at: inHours(-1) }, 'en');
    expect(en.json().errors).toEqual({
      scheduled_at: ['The schedule date may not be in the past'],
    });
    const unknown = await send(
      'POST',
      '',
      notice({ targets: targets({ company_ids: [999_999] }) }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors)).toEqual(['targets']);
    expect(await t.ctx.db.select().from(systemNotifications)).toEqual([]);
  });
});

describe('a scheduled notification', () => {
  let created: SystemNotification;

  it('is created with its targets named, logged, and queued for its date', async () => {
    const res = await send('POST', '', notice());
    expect(res.statusCode, res.body).toBe(201);
    created = res.json<SystemNotification>();
    expect(created).toMatchObject({
      title: 'Nya rapporter',
      status: 'scheduled',
      delivered_at: null,
      recipients: null,
      companies: [{ id: ids.alfa, name: 'Alfa Handel AB' }],
      firms: [],
      created_by: 'staff@notices.test',
    });
    expect(t.queue.sent.at(-1)).toEqual({ name: 'system-notifications.deliver', data: {} });
    const [event] = await t.ctx.db
      .select()
      .from(eventLog)
      .where(eq(eventLog.entity, 'system_notification'));
    expect(event).toMatchObject({ action: 'created', entityId: String(created.id) });
  });

  it('is delivered at its time, once, to the active users its targets name', async () => {
    expect(await deliverDue(t.ctx)).toEqual([]);
    t.clock.advance(HOUR + 1);
    expect(await deliverDue(t.ctx)).toEqual([{ id: created.id, recipients: 3 }]);
    for (const who of ['owner', 'colleague', 'nonpartner'])
      expect(await received(users[who]!, created.id), who).toHaveLength(1);
    for (const who of ['inactive', 'master', 'partner', 'assistant', 'staff'])
      expect(await received(users[who]!, created.id), who).toHaveLength(0);
    // again, and even with its delivery forgotten: nobody gets it twice
    expect(await deliverDue(t.ctx)).toEqual([]);
    await t.ctx.db
      .update(systemNotifications)
      .set({ deliveredAt: null })
      .where(eq(systemNotifications.id, created.id));
    expect(await deliverDue(t.ctx)).toEqual([{ id: created.id, recipients: 3 }]);
    expect(await received(users.owner!, created.id)).toHaveLength(1);
  });

  it('reaches the user’s own notification list', async () => {
    const res = await call(t.app, { url: '/api/notifications/', key: keys.colleague });
    expect(res.json().results[0]).toMatchObject({
      title: 'Nya rapporter',
      type: 'info',
      kind: 'system',
    });
  });

  it('can no longer be changed or deleted once delivered', async () => {
    const shown = (await send('GET', `${created.id}/`)).json<SystemNotification>();
    expect(shown).toMatchObject({ status: 'delivered', recipients: 3 });
    const patch = await send('PATCH', `${created.id}/`, { title: 'Ändrad' }, 'en');
    expect(patch.statusCode).toBe(409);
    expect(patch.json().detail).toBe(
      'The system notification has already been delivered and can no longer be changed or deleted.',
    );
    expect((await send('DELETE', `${created.id}/`)).statusCode).toBe(409);
    expect((await send('GET', `${created.id}/`)).json().title).toBe('Nya rapporter');
  });
});

describe('before delivery', () => {
  it('is changed and deleted, each change logged', async () => {
    const created = (
      await send('POST', '', notice({ title: 'Utkast' }))
    ).json<SystemNotification>();
    const patched = await send('PATCH', `${created.id}/`, {
      title: 'Underhåll',
      targets: targets({ firm_ids: [ids.firm] }),
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      title: 'Underhåll',
      firms: [{ id: ids.firm, name: 'Siffror & Co Redovisning' }],
      companies: [],
    });
    expect((await send('DELETE', `${created.id}/`)).statusCode).toBe(204);
    expect((await send('GET', `${created.id}/`)).statusCode).toBe(404);
    const events = await t.ctx.db
      .select()
      .from(eventLog)
      .where(
        and(eq(eventLog.entity, 'system_notification'), eq(eventLog.entityId, String(created.id))),
      );
    expect(events.map((e) => e.action)).toEqual(['created', 'updated', 'deleted']);
    expect(events[1]).toMatchObject({
      oldData: { title: 'Utkast' },
      newData: { title: 'Underhåll' },
    });
    expect((await send('PATCH', `${created.id}/`, { title: 'X' })).statusCode).toBe(404);
  });

  it('goes to everyone once, however many workers deliver at the same moment', async () => {
    const created = (
      await send('POST', '', notice({ title: 'Till alla', targets: targets({ everyone: true }) }))
    ).json<SystemNotification>();
    t.clock.advance(HOUR + 1);
    const runs = await Promise.all([deliverDue(t.ctx), deliverDue(t.ctx)]);
    expect(runs.flat()).toEqual([{ id: created.id, recipients: 7 }]);
    const rows = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.systemNotificationId, created.id));
    expect(new Set(rows.map((r) => r.userId)).size).toBe(rows.length);
    expect(rows).toHaveLength(7);
  });
});

describe('as each user chose for system notifications', () => {
  it('the inbox for those who keep it, one e-mail each for those who chose it, once', async () => {
    const prefer = (who: string, settings: Record<string, boolean>) =>
      t.ctx.db
        .update(userTable)
        .set({ notificationSettings: { ...DEFAULT_NOTIFICATION_SETTINGS, ...settings } })
        .where(eq(userTable.id, users[who]!));
    await prefer('partner', { in_app_system: false, email_system: true });
    await prefer('master', { email_system: true });
    await prefer('assistant', { in_app_system: false });
    const created = (
      await send(
        'POST',
        '',
        notice({ title: 'Nytt i portalen', targets: targets({ everyone: true }) }),
      )
    ).json<SystemNotification>();
    t.clock.advance(HOUR + 1);
    const runs = await Promise.all([deliverDue(t.ctx), deliverDue(t.ctx), deliverDue(t.ctx)]);
    // seven active users; the assistant wants it neither way
    expect(runs.flat()).toEqual([{ id: created.id, recipients: 6 }]);
    for (const who of ['partner', 'assistant'])
      expect(await received(users[who]!, created.id), who).toHaveLength(0);
    for (const who of ['master', 'owner', 'colleague', 'nonpartner', 'staff'])
      expect(await received(users[who]!, created.id), who).toHaveLength(1);
    const mails = await t.ctx.db.select().from(outbox).where(eq(outbox.subject, 'Nytt i portalen'));
    expect(mails.map((m) => m.to).sort()).toEqual(['master@notices.test', 'partner@notices.test']);
    expect(mails[0]!.text).toContain('Nu finns konsoliderade rapporter.');
    expect(mails[0]!.text).toContain('http://portal.test/notifications');
    for (const mail of mails)
      expect(t.queue.sent).toContainEqual({ name: 'email.deliver', data: { outboxId: mail.id } });
    expect(await deliverDue(t.ctx)).toEqual([]);
  });
});

describe('the list', () => {
  it('searches, filters by status and offers targets by name', async () => {
    await send('POST', '', notice({ title: 'Kommande', scheduled_at: inHours(24) }));
    const scheduled = (await send('GET', '?status=scheduled')).json();
    expect(scheduled.results.map((n: SystemNotification) => n.title)).toEqual(['Kommande']);
    const found = (await send('GET', '?search=alla')).json();
    expect(found.results.map((n: SystemNotification) => n.title)).toEqual(['Till alla']);
    const ordered = (await send('GET', '?ordering=title')).json();
    expect(ordered.results.map((n: SystemNotification) => n.title)).toEqual([
      'Kommande',
      'Nya rapporter',
      'Nytt i portalen',
      'Till alla',
    ]);
    const options = (await send('GET', 'target-options/?search=alf')).json();
    expect(options).toEqual({ companies: [{ id: ids.alfa, name: 'Alfa Handel AB' }], firms: [] });
  });
});

describe('who may', () => {
  it('answers 403 to every role but in-house staff, on every endpoint', async () => {
    const roleKeys: Record<string, string> = {
      Owner: keys.owner!,
      Colleague: keys.colleague!,
      MasterAccountant: keys.master!,
      PartnerAccountant: keys.partner!,
      NonPartnerAccountant: keys.nonpartner!,
      AssistingAccountant: keys.assistant!,
    };
    expect(Object.keys(roleKeys).sort()).toEqual(ROLES.filter((r) => r !== 'Inhouse').sort());
    const [any] = await t.ctx.db.select().from(systemNotifications);
    for (const [role, key] of Object.entries(roleKeys)) {
      for (const [method, url, payload] of [
        ['GET', '', undefined],
        ['GET', 'target-options/', undefined],
        ['POST', '', notice()],
        ['GET', `${any!.id}/`, undefined],
        ['PATCH', `${any!.id}/`, { title: 'X' }],
        ['DELETE', `${any!.id}/`, undefined],
      ] as const) {
        const res = await call(t.app, {
          method,
          url: `/api/system-notifications/${url}`,
          key,
          payload,
        });
        expect(res.statusCode, `${role} ${method} ${url}`).toBe(403);
      }
    }
  });
});
