import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NotificationService } from '../../services/notifications';
import { OutboxMailProvider, OutboxSmsProvider } from '../../services/providers';
import { LocalFileStorage } from '../../services/storage';

/** SMS and e-mail providers (the outbox by default), file storage (a local folder) and the notification service. */
export default fp(
  async function providers(app: FastifyInstance) {
    app.decorate('sms', new OutboxSmsProvider(app.db, app.log, app.config.smsLog));
    app.decorate('mail', new OutboxMailProvider(app.db));
    app.decorate('storage', new LocalFileStorage(app.config.uploadsDir));
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
