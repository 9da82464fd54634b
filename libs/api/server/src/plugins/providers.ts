import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NotificationService } from '../services/notifications';
import { LedgerPaymentProvider, type PaymentProvider } from '../services/payments';
import { StripePaymentProvider } from '../services/stripe-payments';
import { OutboxMailProvider, OutboxSmsProvider } from '../services/providers';
import { LocalFileStorage, S3FileStorage, type FileStorage } from '../services/storage';

/**
 * SMS and e-mail providers (the outbox by default), payments (the embedded ledger, or Stripe with STRIPE_SECRET_KEY), file storage (a local folder, or S3-compatible storage with
 * STORAGE_PROVIDER=s3) and the notification service.
 */
export default fp(
  async function providers(app: FastifyInstance) {
    app.decorate('sms', new OutboxSmsProvider(app.db, app.log, app.config.smsLog));
    app.decorate('mail', new OutboxMailProvider(app.db));
    const { s3 } = app.config;
    const storage: FileStorage = s3 ? new S3FileStorage(s3) : new LocalFileStorage(app.config.uploadsDir);
    app.decorate('storage', storage);
    const { stripe } = app.config;
    const payments: PaymentProvider = stripe ? new StripePaymentProvider(stripe) : new LedgerPaymentProvider(app.db);
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
