import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../db/schema/notifications';
import { outbox } from '../../../db/schema/outbox';
import { users } from '../../../db/schema/users';
import { createUser, lastMailTo, signIn } from '../../../test/fixtures';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { addCompanyMember, insertCompany } from '../../companies/companies.repository';
import { buildWorld } from '../../notes/__tests__/collaboration-world';
import type { World } from '../../notes/__tests__/collaboration-world';

let t: TestApp;
let w: World;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
});
afterAll(() => t.close());

type Who = keyof World['keys'];
const as = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
  call(t.app, { method, url, key: w.keys[who], lang: 'en', ...(payload ? { payload } : {}) });
const base = '/api/client-communication';

const noticesOf = async (userId: number) =>
  t.ctx.db
    .select({ title: notifications.title, text: notifications.text })
    .from(notifications)
    .where(eq(notifications.userId, userId));
const mailsTo = async (to: string) =>
  (await t.ctx.db.select({ n: count() }).from(outbox).where(eq(outbox.to, to)))[0]!.n;

describe('client communication', () => {
  it('carries a conversation both ways with notices, one e-mail per unread run, and read marks', async () => {
    const first = await as('master', 'POST', `${base}/${w.x.id}/messages/`, {
      body: 'Hej! Kan ni skicka <b>kvittona</b> för oktober?\nTack.',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ side: 'firm', mine: true, read_at: null });

    // the owner and the colleague are told in the portal and, as both keep message e-mail on
    // (the default), by e-mail too: the owner in English
    for (const user of [w.people.owner, w.people.colleague])
      expect(await noticesOf(user.id)).toContainEqual({
        title:
          user.locale === 'en'
            ? 'New message from Norra Byrån AB'
            : 'Nytt meddelande från Norra Byrån AB',
        text: 'Hej! Kan ni skicka <b>kvittona</b> för oktober? Tack.',
      });
    const mail = await lastMailTo(t.ctx.db, 'owner@x.test');
    expect(mail.subject).toBe('New message from Norra Byrån AB about Klient X AB');
    expect(mail.text).toContain('Kan ni skicka <b>kvittona</b> för oktober?\nTack.');
    expect(mail.html).toContain('&lt;b&gt;kvittona&lt;/b&gt;');
    expect(mail.text).toContain('http://portal.test/messages');
    expect(await mailsTo('colleague@x.test')).toBe(1);
    expect(t.queue.sent).toContainEqual({ name: 'email.deliver', data: { outboxId: mail.id } });

    // a second message before the owner has read the first: a notice, no second e-mail
    await as('master', 'POST', `${base}/${w.x.id}/messages/`, { body: 'Och december.' });
    expect(await mailsTo('owner@x.test')).toBe(1);
    expect(await mailsTo('colleague@x.test')).toBe(1);
    expect(await noticesOf(w.people.owner.id)).toHaveLength(2);

    const mine = await as('owner', 'GET', `${base}/mine/`);
    expect(mine.json()).toEqual({
      company: { id: w.x.id, name: 'Klient X AB' },
      firm: { id: w.north.id, name: 'Norra Byrån AB' },
      unread: 2,
      messages: 2,
    });
    const thread = await as('colleague', 'GET', `${base}/mine/messages/`);
    expect(
      thread.json().results.map((m: { body: string; mine: boolean }) => [m.body, m.mine]),
    ).toEqual([
      ['Hej! Kan ni skicka <b>kvittona</b> för oktober?\nTack.', false],
      ['Och december.', false],
    ]);
    expect((await as('owner', 'POST', `${base}/mine/read/`)).json()).toEqual({ read: 2 });
    expect((await as('owner', 'GET', `${base}/mine/`)).json().unread).toBe(0);

    // the owner answers: the firm's accountants on X are told, the partner on Y is not
    const answer = await as('owner', 'POST', `${base}/mine/messages/`, {
      body: 'Kommer i morgon!',
    });
    expect(answer.json()).toMatchObject({
      side: 'client',
      mine: true,
      author: { name: 'Test Person' },
    });
    for (const [who, told] of [
      [w.people.master, true],
      [w.people.partner, true],
      [w.people.partnerY, false],
      [w.people.other, false],
    ] as const) {
      const heard = (await noticesOf(who.id)).some(
        (n) => n.title === 'Nytt meddelande från Klient X AB',
      );
      expect(heard, who.email).toBe(told);
      // the firm had read everything before: this first unread message is e-mailed as well
      expect(await mailsTo(who.email), who.email).toBe(told ? 1 : 0);
    }
    const list = await as('partner', 'GET', `${base}/`);
    expect(list.json()).toMatchObject({
      count: 1,
      results: [
        {
          company: { id: w.x.id, name: 'Klient X AB', company_id: '556100-0001' },
          last_message: { body: 'Kommer i morgon!', side: 'client' },
          unread: 1,
          messages: 3,
        },
      ],
    });
    const unreadOnly = await as('master', 'GET', `${base}/?unread=true`);
    expect(unreadOnly.json().results.map((c: { company: { id: number } }) => c.company.id)).toEqual(
      [w.x.id],
    );
    const all = await as('master', 'GET', `${base}/?search=klient`);
    expect(all.json().count).toBe(2); // X with its conversation first, then Y without one
    expect(all.json().results[1]).toMatchObject({ company: { id: w.y.id }, last_message: null });

    expect((await as('master', 'POST', `${base}/${w.x.id}/read/`)).json()).toEqual({ read: 1 });
    // the owner read the first run, so the firm's next message e-mails again
    await as('partner', 'POST', `${base}/${w.x.id}/messages/`, { body: 'Tack!' });
    expect(await mailsTo('owner@x.test')).toBe(2);
  });

  it('pages back from the newest message, each page oldest to newest', async () => {
    for (const body of ['ett', 'två', 'tre'])
      await as('master', 'POST', `${base}/${w.y.id}/messages/`, { body });
    const newest = await as('master', 'GET', `${base}/${w.y.id}/messages/?limit=2`);
    expect(newest.json().results.map((m: { body: string }) => m.body)).toEqual(['två', 'tre']);
    expect(newest.json().next).toContain('offset=2');
    const older = await as('master', 'GET', `${base}/${w.y.id}/messages/?limit=2&offset=2`);
    expect(older.json().results.map((m: { body: string }) => m.body)).toEqual(['ett']);
  });

  it("keeps each conversation to its firm and company: others' are not found", async () => {
    const before = (await t.ctx.db.select({ n: count() }).from(sql`client_messages`))[0]!.n;
    for (const [who, url] of [
      ['other', `${base}/${w.x.id}/messages/`],
      ['other', `${base}/${w.x.id}/`],
      ['partnerY', `${base}/${w.x.id}/messages/`],
      ['partner', `${base}/${w.z.id}/messages/`],
      ['master', `${base}/2147483647/`],
    ] as const) {
      expect((await as(who, 'GET', url)).statusCode, `${who} ${url}`).toBe(404);
      const post = await as(who, 'POST', url.endsWith('messages/') ? url : `${url}messages/`, {
        body: 'Inkräktare',
      });
      expect(post.statusCode, `${who} POST ${url}`).toBe(404);
      if (url.endsWith('messages/'))
        expect((await as(who, 'POST', url.replace('messages/', 'read/'))).statusCode).toBe(404);
    }
    expect((await as('partnerY', 'GET', `${base}/`)).json().results).toHaveLength(1);
    // a client's user reads their own company's conversation only
    expect((await as('ownerZ', 'GET', `${base}/mine/messages/`)).json().count).toBe(0);
    expect((await as('owner', 'GET', `${base}/${w.z.id}/messages/`)).statusCode).toBe(403);
    expect((await as('owner', 'GET', `${base}/`)).statusCode).toBe(403);
    expect((await as('master', 'GET', `${base}/mine/`)).statusCode).toBe(403);
    const after = (await t.ctx.db.select({ n: count() }).from(sql`client_messages`))[0]!.n;
    expect(after).toBe(before);
  });

  it('refuses empty and overlong messages; a company without a firm has no one to write to', async () => {
    for (const body of ['', '   ', 'x'.repeat(5001)]) {
      const res = await as('master', 'POST', `${base}/${w.x.id}/messages/`, { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.body).toBeDefined();
    }
    const alone = await createUser(t.ctx.db, { email: 'owner@alone.test', role: 'Owner' });
    const company = await insertCompany(t.ctx.db, {
      name: 'Ensam AB',
      organizationNumber: '556100-0009',
    });
    await addCompanyMember(t.ctx.db, alone.id, company.id, 'Owner');
    const key = await signIn(t.app, 'owner@alone.test');
    const mine = await call(t.app, { url: `${base}/mine/`, key });
    expect(mine.json()).toMatchObject({ company: { name: 'Ensam AB' }, firm: null, messages: 0 });
    const post = await call(t.app, {
      method: 'POST',
      url: `${base}/mine/messages/`,
      key,
      payload: { body: 'Hallå?' },
    });
    expect(post.statusCode).toBe(409);
    expect(post.json().detail).toBe('Bolaget har ingen redovisningsbyrå att skriva till.');
  });

  it('sends no e-mail to an owner who turned message e-mail off', async () => {
    await t.ctx.db
      .update(users)
      .set({
        notificationSettings: sql`${users.notificationSettings} || '{"email_messages": false}'::jsonb`,
      })
      .where(eq(users.id, w.people.ownerZ.id));
    const res = await as('other', 'POST', `${base}/${w.z.id}/messages/`, { body: 'Hej Z' });
    expect(res.statusCode).toBe(201);
    expect(await mailsTo('owner@z.test')).toBe(0);
    const notices = await t.ctx.db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, w.people.ownerZ.id)));
    expect(notices[0]!.n).toBe(1);
  });
});
