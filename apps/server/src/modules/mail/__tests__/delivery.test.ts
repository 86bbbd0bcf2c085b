import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bossQueue, startBoss } from '../../../jobs/boss';
import { startWorkers } from '../../../jobs/worker';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { createUser, lastMailTo } from '../../../test/fixtures';
import { deliverEmail } from '../mail.job';
import { transactionWithMail } from '../mail.service';
import { findOutboxMessage } from '../outbox.repository';
import type { MailTransport, OutgoingMail } from '../transport';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('pg-boss delivery on the test database', () => {
  let boss: PgBoss;
  beforeAll(async () => {
    boss = await startBoss(t.ctx.database, { supervise: false });
    t.ctx.queue = bossQueue(boss);
    await startWorkers(boss, t.ctx, 0.5);
  });
  afterAll(async () => {
    await boss.stop({ graceful: true, wait: true, timeout: 5000 });
  });

  it('installs its schema and keeps a message as "stored" without SMTP', async () => {
    await createUser(t.ctx.db, { email: 'queued@example.com' });
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/auth/reset/init/',
      payload: { email: 'queued@example.com' },
    });
    expect(res.statusCode).toBe(200);
    const { id } = await lastMailTo(t.ctx.db, 'queued@example.com');
    const mail = await waitFor(
      () => findOutboxMessage(t.ctx.db, id),
      (m) => m?.status === 'stored',
    );
    expect(mail?.status).toBe('stored');
    const ready = await call(t.app, { method: 'GET', url: '/api/ready' });
    expect(ready.json()).toEqual({ database: 'ok', queue: 'ok' });
  });

  it('does not create a second job for the same message', async () => {
    await t.ctx.queue.send('email.deliver', { outboxId: 424242 }, { key: '424242' });
    await t.ctx.queue.send('email.deliver', { outboxId: 424242 }, { key: '424242' });
    const jobs = (await t.ctx.db.execute(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE data->>'outboxId' = '424242'`,
    )) as unknown as { rows: { n: number }[] };
    expect(jobs.rows[0]?.n).toBe(1);
  });
});

describe('SMTP delivery', () => {
  class FakeTransport implements MailTransport {
    sent: OutgoingMail[] = [];
    failing = false;
    async send(mail: OutgoingMail) {
      if (this.failing) throw new Error('421 try later');
      this.sent.push(mail);
    }
  }

  /** An outbox message whose delivery the test runs by hand (no queue). */
  async function queueOne(to: string) {
    const ctx = { ...t.ctx, queue: { send: async () => true, ping: async () => undefined } };
    await transactionWithMail(ctx, async (_tx, mailer) => {
      await mailer.queue({
        to,
        locale: 'sv',
        template: 'password_changed',
        params: { name: 'Eva' },
      });
    });
    return (await lastMailTo(t.ctx.db, to)).id;
  }

  it('sends through the transport and marks the message sent', async () => {
    const transport = new FakeTransport();
    const id = await queueOne('smtp@example.com');
    await deliverEmail(t.ctx, transport, id, false);
    expect(transport.sent).toEqual([
      expect.objectContaining({ to: 'smtp@example.com', subject: 'Ditt lösenord har ändrats' }),
    ]);
    const row = await findOutboxMessage(t.ctx.db, id);
    expect(row).toMatchObject({ status: 'sent', sentAt: expect.any(Date), error: null });
    // a repeated job does not send twice
    await deliverEmail(t.ctx, transport, id, false);
    expect(transport.sent).toHaveLength(1);
  });

  it('throws for a retry while attempts remain, and marks failed on the last', async () => {
    const transport = new FakeTransport();
    transport.failing = true;
    const id = await queueOne('flaky@example.com');
    await expect(deliverEmail(t.ctx, transport, id, false)).rejects.toThrow('421');
    expect(await findOutboxMessage(t.ctx.db, id)).toMatchObject({
      status: 'queued',
      error: '421 try later',
    });
    await expect(deliverEmail(t.ctx, transport, id, true)).rejects.toThrow('421');
    expect(await findOutboxMessage(t.ctx.db, id)).toMatchObject({ status: 'failed' });
  });
});
