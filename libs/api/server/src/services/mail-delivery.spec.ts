/**
 * The mail queue and its delivery worker (docs/api-database.md, "Mail"): a real SMTP server (smtp-server) receives
 * what `app.mail.send` queued, read back with mailparser; refusals are retried with back-off, a permanent one ends
 * `failed`; two workers on one database send a message once; the embedded transport marks messages sent. No test
 * waits for a timer: each calls `deliverDue()` (with a "now" for the back-off).
 */
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { DEFAULT_MAIL_CONFIG, type MailConfig } from '../config';
import { outbox } from '../db/server.schema';
import { buildAreaTestApp, type App } from '../testing/helper';
import { MailDelivery, type DeliveryTransport, type OutgoingMessage } from './mail-delivery';

/** A small valid PDF (one empty page), written by hand. */
function minimalPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** An SMTP server on a free port that keeps what it accepts; `refuse` lists the answers to the next messages. */
async function startSmtp() {
  const received: ParsedMail[] = [];
  const refuse: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'secret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const code = refuse.shift();
        if (code) {
          const text = code >= 500 ? 'Mailbox unavailable' : 'Greylisted, try again later';
          callback(Object.assign(new Error(text), { responseCode: code }));
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            received.push(mail);
            callback(null);
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    refuse,
    url: `smtp://mailer:secret@127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const mailConfig = (overrides: Partial<MailConfig> = {}): MailConfig => ({
  ...DEFAULT_MAIL_CONFIG,
  pollSeconds: 0,
  maxAttempts: 3,
  retryBaseSeconds: 30,
  ...overrides,
});

let n = 0;
const unique = (what: string) => `${what}-${++n}-${Date.now()}@example.com`;
const rowOf = async (app: App, id: string) => {
  const [row] = await app.db.select().from(outbox).where(eq(outbox.id, id));
  return row;
};
const seconds = (from: Date, s: number) => new Date(from.getTime() + s * 1000);

describe('mail queue through SMTP (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let app: App;

  beforeAll(async () => {
    smtp = await startSmtp();
    app = await buildAreaTestApp([], { mail: mailConfig({ smtpUrl: smtp.url, from: 'Ops <ops@example.com>' }) });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.refuse.length = 0;
  });

  it('queues a message with its PDF, then delivers it: recipient, subject, bodies and the attachment arrive', async () => {
    const pdf = minimalPdf();
    const to = unique('guest');
    const { id } = await app.mail.send({
      to,
      subject: 'Your invoice',
      text: 'Please find your invoice attached.',
      html: '<p>Please find your invoice <b>attached</b>.</p>',
      attachments: [{ filename: 'invoice 2026-11.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const queued = await rowOf(app, id);
    expect(queued).toMatchObject({ status: 'queued', attempts: 0, channel: 'email', recipient: to, lastError: null });
    expect(queued.attachments).toEqual([
      { filename: 'invoice 2026-11.pdf', contentType: 'application/pdf', size: pdf.length, key: `mail/${id}/0-invoice_2026-11.pdf` },
    ]);
    expect(await app.storage.read(queued.attachments[0].key)).toEqual(pdf);

    expect(await app.mailDelivery.deliverDue()).toEqual({ sent: 1, retried: 0, failed: 0 });

    const sent = await rowOf(app, id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.providerMessageId).toMatch(/^<.+>$/);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from?.value).toEqual([{ name: 'Ops', address: 'ops@example.com' }]);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : mail.to).toBe(to);
    expect(mail.subject).toBe('Your invoice');
    expect(mail.text?.trim()).toBe('Please find your invoice attached.');
    expect(mail.html).toContain('<b>attached</b>');
    expect(mail.messageId).toBe(sent.providerMessageId);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0].filename).toBe('invoice 2026-11.pdf');
    expect(mail.attachments[0].contentType).toBe('application/pdf');
    expect(mail.attachments[0].content.equals(pdf)).toBe(true);
    expect(mail.attachments[0].content.subarray(0, 5).toString()).toBe('%PDF-');

    expect(await app.mailDelivery.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('puts a refused message back in the queue with its error and an exponential back-off, then sends it', async () => {
    smtp.refuse.push(451, 451);
    const { id } = await app.mail.send({ to: unique('greylisted'), subject: 'Retry me', text: 'Hello' });
    const t0 = new Date();

    expect(await app.mailDelivery.deliverDue(t0)).toEqual({ sent: 0, retried: 1, failed: 0 });
    let row = await rowOf(app, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/451|Greylisted/);
    expect(row.nextAttemptAt).toEqual(seconds(t0, 30));

    // Not due yet: nothing is sent.
    expect(await app.mailDelivery.deliverDue(seconds(t0, 29))).toEqual({ sent: 0, retried: 0, failed: 0 });

    expect(await app.mailDelivery.deliverDue(seconds(t0, 30))).toEqual({ sent: 0, retried: 1, failed: 0 });
    row = await rowOf(app, id);
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(row.nextAttemptAt).toEqual(seconds(t0, 30 + 60));

    expect(await app.mailDelivery.deliverDue(seconds(t0, 90))).toEqual({ sent: 1, retried: 0, failed: 0 });
    row = await rowOf(app, id);
    expect(row).toMatchObject({ status: 'sent', attempts: 3 });
    expect(row.sentAt).toEqual(seconds(t0, 90));
    expect(row.lastError).toMatch(/Greylisted/); // kept for the record
    expect(smtp.received.map((m) => m.subject)).toEqual(['Retry me']);
  });

  it('ends `failed` with the error after the last attempt (MAIL_MAX_ATTEMPTS)', async () => {
    smtp.refuse.push(451, 451, 451);
    const { id } = await app.mail.send({ to: unique('never'), subject: 'Give up', text: 'Hello' });
    const t0 = new Date();
    await app.mailDelivery.deliverDue(t0);
    await app.mailDelivery.deliverDue(seconds(t0, 30));
    expect(await app.mailDelivery.deliverDue(seconds(t0, 90))).toEqual({ sent: 0, retried: 0, failed: 1 });
    const row = await rowOf(app, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(row.lastError).toMatch(/Greylisted/);
    // A failed message is never picked up again.
    expect(await app.mailDelivery.deliverDue(seconds(t0, 3600))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(smtp.received).toHaveLength(0);
  });

  it('ends `failed` at once on a permanent refusal (SMTP 5xx)', async () => {
    smtp.refuse.push(550);
    const { id } = await app.mail.send({ to: unique('nobody'), subject: 'Bounce', text: 'Hello' });
    expect(await app.mailDelivery.deliverDue()).toEqual({ sent: 0, retried: 0, failed: 1 });
    const row = await rowOf(app, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(row.lastError).toMatch(/550|Mailbox unavailable/);
  });

  it('reclaims a message left `sending` by a crashed instance once its claim has lapsed', async () => {
    const { id } = await app.mail.send({ to: unique('stuck'), subject: 'Stuck', text: 'Hello' });
    const t0 = new Date();
    await app.db.update(outbox).set({ status: 'sending', attempts: 1, nextAttemptAt: seconds(t0, 300) }).where(eq(outbox.id, id));
    expect(await app.mailDelivery.deliverDue(seconds(t0, 299))).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect(await app.mailDelivery.deliverDue(seconds(t0, 300))).toEqual({ sent: 1, retried: 0, failed: 0 });
    expect(await rowOf(app, id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.received.map((m) => m.subject)).toEqual(['Stuck']);
  });

  it('keeps a message whose attachment is gone from storage in the queue, with the reason', async () => {
    const { id } = await app.mail.send({
      to: unique('lost'),
      subject: 'Lost file',
      text: 'Hello',
      attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content: minimalPdf() }],
    });
    await app.storage.delete((await rowOf(app, id)).attachments[0].key);
    expect(await app.mailDelivery.deliverDue()).toEqual({ sent: 0, retried: 1, failed: 0 });
    expect((await rowOf(app, id)).lastError).toMatch(/a\.pdf is missing/);
    await app.db.update(outbox).set({ status: 'failed' }).where(eq(outbox.id, id));
  });
});

describe('mail queue with the embedded transport (no SMTP_URL)', () => {
  let app: App;

  beforeAll(async () => {
    app = await buildAreaTestApp([], { mail: mailConfig() });
  });
  afterAll(() => app?.close());

  it('marks e-mails and SMS sent on delivery: the outbox is the mailbox', async () => {
    const mail = await app.mail.send({ to: unique('embedded'), subject: 'Hi', text: 'Hello' });
    const sms = await app.sms.send('+15550100', 'Your Back Office PIN is 1234');
    expect((await rowOf(app, sms.id)).status).toBe('queued');
    expect(await app.mailDelivery.deliverDue()).toEqual({ sent: 2, retried: 0, failed: 0 });
    expect(await rowOf(app, mail.id)).toMatchObject({ status: 'sent', attempts: 1, providerMessageId: null });
    expect(await rowOf(app, sms.id)).toMatchObject({ status: 'sent', channel: 'sms', body: 'Your Back Office PIN is 1234' });
  });

  it("queues inside the caller's transaction: a rolled-back write takes its message with it", async () => {
    const kept = unique('kept');
    const dropped = unique('dropped');
    const { id } = await app.db.transaction(async (tx) => app.mail.send({ to: kept, subject: 'Kept', text: 'x' }, { tx }));
    let droppedId = '';
    await expect(
      app.db.transaction(async (tx) => {
        droppedId = (await app.mail.send({ to: dropped, subject: 'Dropped', text: 'x' }, { tx })).id;
        throw new Error('the caller fails');
      }),
    ).rejects.toThrow('the caller fails');
    expect((await rowOf(app, id)).recipient).toBe(kept);
    expect(await rowOf(app, droppedId)).toBeUndefined();
  });

  it('two workers on one database deliver each message once', async () => {
    await app.mailDelivery.deliverDue(); // what the tests above left
    const ids = new Set<string>();
    for (let i = 0; i < 12; i++) ids.add((await app.mail.send({ to: unique('twice'), subject: `M${i}`, text: 'x' })).id);
    const sends: string[] = [];
    const counting: DeliveryTransport = {
      async send(message: OutgoingMessage) {
        sends.push(message.id);
        await new Promise((resolve) => setImmediate(resolve));
        return {};
      },
    };
    const worker = () =>
      new MailDelivery({
        db: app.db,
        storage: app.storage,
        log: app.log,
        transports: { email: counting, sms: counting },
        maxAttempts: 3,
        retryBaseSeconds: 30,
        batchSize: 5,
        sendingTimeoutSeconds: 300,
        pollSeconds: 0,
      });
    const [a, b] = await Promise.all([worker().deliverDue(), worker().deliverDue()]);
    expect(a.sent + b.sent).toBe(12);
    expect(sends.filter((id) => ids.has(id)).sort()).toEqual([...ids].sort());
    expect(new Set(sends).size).toBe(sends.length);
  });
});

describe('the delivery worker on its own', () => {
  it('delivers after a nudge, and stops with the app', async () => {
    const app = await buildAreaTestApp([], { mail: mailConfig({ pollSeconds: 60 }) });
    try {
      const { id } = await app.mail.send({ to: unique('nudged'), subject: 'Nudged', text: 'x' });
      // The nudge's round runs after the current step; wait for the row, not for a timer.
      for (let i = 0; i < 200 && (await rowOf(app, id)).status !== 'sent'; i++) await new Promise((r) => setImmediate(r));
      expect((await rowOf(app, id)).status).toBe('sent');
    } finally {
      await app.close();
    }
  });
});
