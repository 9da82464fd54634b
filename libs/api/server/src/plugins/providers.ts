import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_JOBS_CONFIG, DEFAULT_MAIL_CONFIG } from '../config';
import { JobRunner } from '../services/jobs';
import { EmbeddedTransport, MailDelivery, SmtpTransport, type DeliveryTransport } from '../services/mail-delivery';
import { NotificationService } from '../services/notifications';
import { LedgerPaymentProvider, type PaymentProvider } from '../services/payments';
import { OutboxMailProvider, OutboxSmsProvider } from '../services/providers';
import { LocalFileStorage, S3FileStorage, type FileStorage } from '../services/storage';

/**
 * SMS and e-mail providers (queued in the outbox, delivered by the delivery worker through SMTP with SMTP_URL or
 * the embedded transport; docs/api-database.md, "Mail"), payments (the embedded ledger, or Stripe with
 * STRIPE_SECRET_KEY), file storage (a local folder, or S3-compatible storage with STORAGE_PROVIDER=s3) and the
 * notification service, and the scheduled jobs' runner (docs/api-database.md, "Jobs"). The delivery worker and
 * the job runner start with the app and stop when it closes.
 */
export default fp(
  async function providers(app: FastifyInstance) {
    const { s3 } = app.config;
    const storage: FileStorage = s3 ? new S3FileStorage(s3) : new LocalFileStorage(app.config.uploadsDir);
    app.decorate('storage', storage);
    const mail = app.config.mail ?? DEFAULT_MAIL_CONFIG;
    const embedded = new EmbeddedTransport();
    const email: DeliveryTransport = mail.smtpUrl ? new SmtpTransport(mail.smtpUrl, mail.from) : embedded;
    const delivery = new MailDelivery({
      db: app.db,
      storage,
      log: app.log,
      transports: { email, sms: embedded },
      maxAttempts: mail.maxAttempts,
      retryBaseSeconds: mail.retryBaseSeconds,
      batchSize: mail.batchSize,
      sendingTimeoutSeconds: mail.sendingTimeoutSeconds,
      pollSeconds: mail.pollSeconds,
    });
    app.decorate('mailDelivery', delivery);
    const onQueued = () => delivery.nudge();
    app.decorate('sms', new OutboxSmsProvider({ db: app.db, onQueued }, app.log, app.config.smsLog));
    app.decorate('mail', new OutboxMailProvider({ db: app.db, storage, onQueued }));
    app.addHook('onReady', async () => delivery.start());
    app.addHook('onClose', async () => delivery.stop());
    // Jobs are defined by the areas as their routes register; the runner schedules and polls once all are.
    const jobsConfig = app.config.jobs ?? DEFAULT_JOBS_CONFIG;
    const jobs = new JobRunner({ database: app.database, log: app.log, enabled: jobsConfig.enabled, pollSeconds: jobsConfig.pollSeconds });
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => jobs.start());
    app.addHook('onClose', async () => jobs.stop());
    const { stripe } = app.config;
    // The Stripe adapter and its SDK load only when configured (docs/api-database.md, "Heavy libraries on first use").
    const payments: PaymentProvider = stripe
      ? new (await import('../services/stripe-payments')).StripePaymentProvider(stripe)
      : new LedgerPaymentProvider(app.db);
    app.decorate('payments', payments);
    app.decorate(
      'notifications',
      new NotificationService(app.db, () =>
        app.hasDecorator('io') && app.io
          ? { emitToUser: (userId, event, payload) => app.io.to(`user:${userId}`).emit(event, payload) }
          : undefined,
      ),
    );
  },
  { name: 'providers', dependencies: ['config', 'db'] },
);
