/**
 * The Sent Mail page's calls (docs/api-database.md, "Mail"): GET /api/outbox (paging, filters, search, newest
 * first), GET /api/outbox/{id}, an attachment's file, POST /api/outbox/{id}/retry (409 unless failed, audited),
 * SuperAdmin only. The worker's rounds are off (MAIL_POLL_SECONDS=0): the tests deliver with `deliverDue()`.
 */
import { MAIL_STUCK_MINUTES, MailMessages, type OutboxItem, type OutboxListResponse, type OutboxMessage } from '@backoffice/contracts';
import { DEFAULT_MAIL_CONFIG } from '@backoffice/api-server';
import { outbox } from '@backoffice/api-server/schema';
import { auditEventsOf } from '@backoffice/api-server/testing';
import { eq, inArray } from 'drizzle-orm';
import { bearer, buildTestApp, demo, loginAs, loginAsAdmin, userIdOf, type App } from '../test/helper';
import { contentDisposition } from './routes';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

describe('Sent Mail: /api/outbox', () => {
  let app: App;
  let admin: Record<string, string>;
  const tag = `outbox-spec-${Date.now()}`;
  let invoiceId: string;
  let failedId: string;

  beforeAll(async () => {
    app = await buildTestApp({ mail: { ...DEFAULT_MAIL_CONFIG, pollSeconds: 0 } });
    admin = bearer(await loginAsAdmin(app));
    for (let i = 0; i < 3; i++) await app.mail.send({ to: `${tag}-${i}@example.com`, subject: `Welcome ${i}`, text: `Hello ${i}` });
    invoiceId = (
      await app.mail.send({
        to: `${tag}-billing@example.com`,
        subject: 'Invoice INV-0001',
        text: 'Your invoice is attached.',
        attachments: [
          { filename: 'INV-0001.pdf', contentType: 'application/pdf', content: PDF },
          { filename: 'Détails 100%.txt', contentType: 'text/plain', content: Buffer.from('details') },
        ],
      })
    ).id;
    await app.mailDelivery.deliverDue();
    failedId = (await app.mail.send({ to: `${tag}-bounce@example.com`, subject: 'Bounced', text: 'x' })).id;
    await app.db
      .update(outbox)
      .set({ status: 'failed', attempts: 5, lastError: '550 Mailbox unavailable' })
      .where(eq(outbox.id, failedId));
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = admin) => app.inject({ method: 'GET', url, headers });
  const list = async (query: string) => {
    const res = await get(`/api/outbox?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as OutboxListResponse;
  };

  it('is for a SuperAdmin only: 401 without a token, 403 for another role', async () => {
    const employee = bearer(await loginAs(app, demo.employee));
    const department = bearer(await loginAs(app, demo.department));
    for (const [method, url] of [
      ['GET', '/api/outbox'],
      ['GET', `/api/outbox/${invoiceId}`],
      ['GET', `/api/outbox/${invoiceId}/attachments/0`],
      ['POST', `/api/outbox/${failedId}/retry`],
    ] as const) {
      expect((await app.inject({ method, url })).statusCode).toBe(401);
      expect((await app.inject({ method, url, headers: employee })).statusCode).toBe(403);
      expect((await app.inject({ method, url, headers: department })).statusCode).toBe(403);
    }
  });

  it('lists messages newest first with their status, attempts and attachments, paged', async () => {
    const page = await list(`search=${tag}&limit=2`);
    expect(page.total).toBe(5);
    expect(page).toMatchObject({ page: 1, limit: 2 });
    expect(page.data.map((m) => m.subject)).toEqual(['Bounced', 'Invoice INV-0001']);
    const [failed, invoice] = page.data;
    expect(failed).toMatchObject({ _id: failedId, status: 'failed', attempts: 5, lastError: '550 Mailbox unavailable', sentAt: null });
    expect(invoice).toEqual<OutboxItem>({
      _id: invoiceId,
      channel: 'email',
      recipient: `${tag}-billing@example.com`,
      subject: 'Invoice INV-0001',
      status: 'sent',
      attempts: 1,
      lastError: null,
      createdAt: expect.any(String),
      sentAt: expect.any(String),
      attachments: [
        { index: 0, filename: 'INV-0001.pdf', contentType: 'application/pdf', size: PDF.length },
        { index: 1, filename: 'Détails 100%.txt', contentType: 'text/plain', size: 7 },
      ],
      recipientRecord: null,
    });
    const next = await list(`search=${tag}&limit=2&page=3`);
    expect(next.data.map((m) => m.subject)).toEqual(['Welcome 0']);
  });

  it("names the user an e-mail went to (any case of the address), none for another address or an SMS", async () => {
    const id = (await app.mail.send({ to: demo.employee.email.toUpperCase(), subject: `${tag} to a user`, text: 'Hi' })).id;
    const [mail] = (await list(`search=${encodeURIComponent(`${tag} to a user`)}`)).data;
    expect(mail).toMatchObject({
      _id: id,
      recipientRecord: { type: 'user', id: await userIdOf(app, demo.employee.email), name: `${demo.employee.firstName} ${demo.employee.lastName}` },
    });
    expect((await get(`/api/outbox/${id}`)).json().recipientRecord).toEqual(mail.recipientRecord);
    expect((await list(`search=${tag}-0@`)).data[0].recipientRecord).toBeNull();
    expect((await list(`channel=sms&search=${encodeURIComponent(demo.admin.phone)}`)).data[0].recipientRecord).toBeNull();
    await app.db.delete(outbox).where(eq(outbox.id, id));
  });

  it('filters by status and channel, and searches recipient or subject literally', async () => {
    expect((await list(`search=${tag}&status=failed`)).data.map((m) => m._id)).toEqual([failedId]);
    expect((await list(`search=${tag}&status=sent`)).total).toBe(4);
    expect((await list(`search=${tag}&channel=sms`)).total).toBe(0);
    expect((await list(`search=INV-0001`)).data.map((m) => m._id)).toEqual([invoiceId]);
    expect((await list(`search=${tag}-BILLING`)).total).toBe(1);
    expect((await list(`search=%25${tag}`)).total).toBe(0);
    // The SuperAdmin's PIN by SMS is in the outbox too.
    const sms = await list(`channel=sms&search=${encodeURIComponent(demo.admin.phone)}`);
    expect(sms.data[0]).toMatchObject({ channel: 'sms', recipient: demo.admin.phone, subject: null });
    expect((await get('/api/outbox?status=lost')).statusCode).toBe(400);
    expect((await get('/api/outbox?limit=1000')).statusCode).toBe(400);
  });

  it('attention=true lists the messages that need someone: failed, or queued or sending MAIL_STUCK_MINUTES after they were due', async () => {
    const send = async (name: string) => (await app.mail.send({ to: `${tag}-${name}@example.com`, subject: name, text: 'x' })).id;
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const stuck = await send('stuck');
    await app.db.update(outbox).set({ status: 'queued', attempts: 2, nextAttemptAt: ago(MAIL_STUCK_MINUTES + 5) }).where(eq(outbox.id, stuck));
    const lapsed = await send('lapsed');
    await app.db.update(outbox).set({ status: 'sending', attempts: 1, nextAttemptAt: ago(MAIL_STUCK_MINUTES + 1) }).where(eq(outbox.id, lapsed));
    const waiting = await send('waiting');
    await app.db.update(outbox).set({ status: 'queued', attempts: 1, nextAttemptAt: ago(MAIL_STUCK_MINUTES - 5) }).where(eq(outbox.id, waiting));
    const found = await list(`search=${tag}&attention=true&limit=100`);
    expect(found.data.map((m) => m._id).sort()).toEqual([failedId, stuck, lapsed].sort());
    expect(found.total).toBe(3);
    expect((await list(`search=${tag}&attention=true&channel=sms`)).total).toBe(0);
    // Delivered later in this file's rounds: not stuck any more.
    await app.db.update(outbox).set({ nextAttemptAt: new Date() }).where(inArray(outbox.id, [stuck, lapsed, waiting]));
  });

  it('answers one message with its text body; 404 for an unknown or malformed id', async () => {
    const res = await get(`/api/outbox/${invoiceId}`);
    expect(res.statusCode).toBe(200);
    const message: OutboxMessage = res.json();
    expect(message).toMatchObject({ _id: invoiceId, text: 'Your invoice is attached.', nextAttemptAt: null });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await get(`/api/outbox/${id}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe(MailMessages.notFound);
    }
  });

  it('streams an attachment with its type and file name; 404 for another index', async () => {
    const res = await get(`/api/outbox/${invoiceId}/attachments/0`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="INV-0001.pdf"; filename*=UTF-8\'\'INV-0001.pdf');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    const text = await get(`/api/outbox/${invoiceId}/attachments/1`);
    expect(text.headers['content-disposition']).toBe(contentDisposition('Détails 100%.txt'));
    expect(contentDisposition('Détails 100%.txt')).toBe('attachment; filename="D_tails 100%.txt"; filename*=UTF-8\'\'D%C3%A9tails%20100%25.txt');
    expect(text.body).toBe('details');
    const missing = await get(`/api/outbox/${invoiceId}/attachments/2`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(MailMessages.attachmentNotFound);
    expect((await get(`/api/outbox/${failedId}/attachments/0`)).statusCode).toBe(404);
  });

  it('puts a failed message back in the queue (audited), then it is delivered; 409 unless failed', async () => {
    const refused = await app.inject({ method: 'POST', url: `/api/outbox/${invoiceId}/retry`, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MailMessages.retryNotFailed);
    expect((await app.inject({ method: 'POST', url: `/api/outbox/not-a-uuid/retry`, headers: admin })).statusCode).toBe(404);

    const res = await app.inject({ method: 'POST', url: `/api/outbox/${failedId}/retry`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: MailMessages.retried,
      data: { _id: failedId, status: 'queued', attempts: 0, lastError: '550 Mailbox unavailable' },
    });
    const [event] = await auditEventsOf(app, 'outbox', failedId);
    expect(event).toMatchObject({
      action: 'outbox.retry',
      actorId: await userIdOf(app, demo.admin.email),
      before: { status: 'failed', attempts: 5 },
      after: { status: 'queued', attempts: 0 },
    });
    expect((await app.inject({ method: 'POST', url: `/api/outbox/${failedId}/retry`, headers: admin })).statusCode).toBe(409);

    await app.mailDelivery.deliverDue();
    expect((await get(`/api/outbox/${failedId}`)).json()).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
