import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { createUser, signIn } from '../../../test/fixtures';
import { deliverEmail } from '../mail.job';
import { insertOutboxMessage } from '../outbox.repository';
import type { MailTransport, OutgoingMail } from '../transport';

let t: TestApp;
let staffKey: string;
let messageId: number;
const pdf = Buffer.from('%PDF-1.3\nrapport\n%%EOF');

beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.ctx.db, { email: 'staff@example.com', role: 'Inhouse' });
  await createUser(t.ctx.db, { email: 'anna@example.com' });
  staffKey = await signIn(t.app, 'staff@example.com');
  messageId = await insertOutboxMessage(t.ctx.db, {
    to: 'vd@kund.se, ekonomi@kund.se',
    cc: 'revisor@byran.se',
    bcc: 'arkiv@byran.se',
    subject: 'Balansräkning oktober',
    text: 'Rapporten bifogas.',
    html: '<p>Rapporten bifogas.</p>',
    locale: 'sv',
    createdAt: t.clock.now(),
    attachments: [
      { fileName: 'Balansräkning 2026-10.pdf', contentType: 'application/pdf', content: pdf },
    ],
  });
  await insertOutboxMessage(t.ctx.db, {
    to: 'annan@example.com',
    subject: 'Utan bilaga',
    text: 'x',
    html: '<p>x</p>',
    locale: 'sv',
    createdAt: t.clock.now(),
  });
});
afterAll(() => t.close());

describe('outbox messages with copies and files', () => {
  it('lists copies and the names and sizes of the files', async () => {
    const res = await call(t.app, { url: '/api/outbox/?to=revisor', key: staffKey });
    expect(res.statusCode, res.body).toBe(200);
    const [message] = res.json().results;
    expect(message).toMatchObject({
      id: messageId,
      to: 'vd@kund.se, ekonomi@kund.se',
      cc: 'revisor@byran.se',
      bcc: 'arkiv@byran.se',
      attachments: [
        {
          file_name: 'Balansräkning 2026-10.pdf',
          content_type: 'application/pdf',
          size: pdf.length,
        },
      ],
    });
    const other = (await call(t.app, { url: '/api/outbox/?to=annan', key: staffKey })).json();
    expect(other.results[0]).toMatchObject({ cc: '', bcc: '', attachments: [] });
  });

  it('lets in-house staff download a file as it was sent', async () => {
    const list = (await call(t.app, { url: '/api/outbox/?to=arkiv', key: staffKey })).json();
    const file = list.results[0].attachments[0];
    const url = `/api/outbox/${messageId}/attachments/${file.id}/`;
    const res = await call(t.app, { url, key: staffKey });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Balansr_kning 2026-10.pdf"; filename*=UTF-8''Balansr%C3%A4kning%202026-10.pdf`,
    );
    expect(res.rawPayload.equals(pdf)).toBe(true);

    const wrongMessage = await call(t.app, {
      url: `/api/outbox/${messageId + 1}/attachments/${file.id}/`,
      key: staffKey,
    });
    expect(wrongMessage.statusCode).toBe(404);
    const anna = await signIn(t.app, 'anna@example.com');
    expect((await call(t.app, { url, key: anna })).statusCode).toBe(403);
  });

  it('hands copies and files to the mail server', async () => {
    const sent: OutgoingMail[] = [];
    const transport: MailTransport = { send: async (mail) => void sent.push(mail) };
    await deliverEmail(t.ctx, transport, messageId, false);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'vd@kund.se, ekonomi@kund.se',
      cc: 'revisor@byran.se',
      bcc: 'arkiv@byran.se',
      attachments: [{ filename: 'Balansräkning 2026-10.pdf', contentType: 'application/pdf' }],
    });
    expect(sent[0]!.attachments![0]!.content.equals(pdf)).toBe(true);
  });
});
