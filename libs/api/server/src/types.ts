/**
 * Fastify declarations of the API: what plugins decorate, and the per-route access rule.
 */
import { Roles, type Role } from '@backoffice/contracts';
import type { Redis } from 'ioredis';
import type { Server as SocketServer } from 'socket.io';
import type { AppConfig } from './config';
import type { Database, Db } from './db/database';
import type { NotificationService } from './services/notifications';
import type { Passwords } from './services/passwords';
import type { MailDelivery } from './services/mail-delivery';
import type { BulkActions } from './services/bulk';
import type { JobRunner } from './services/jobs';
import type { KeyedLock } from './services/locks';
import type { MailProvider, SmsProvider } from './services/providers';
import type { RateLimiter } from './services/rate-limiter';
import type { FileStorage } from './services/storage';
import type { PaymentProvider } from './services/payments';
import type { AuthUser, Tokens } from './services/tokens';

/** Who may call a route: anyone (`'public'`), or the listed roles with a valid token. */
export type Access = 'public' | readonly Role[];

/**
 * The access rules areas share, so each area stops declaring its own copy (docs/areas/platform.md, "Roles and
 * access"). `Access.superAdmin`: SuperAdmin only, the rule of nearly every back-office call.
 */
export const Access = {
  superAdmin: [Roles.SuperAdmin] as readonly Role[],
} as const satisfies Record<string, Access>;

/** The route options of a SuperAdmin-only call (`Access.superAdmin`), passed as a route's options by every area. */
export const superAdminRoute = { config: { access: Access.superAdmin } };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every route; the onRequest hook of plugins/auth.ts enforces it. */
    access?: Access;
  }
  interface FastifyRequest {
    /** The caller on a non-public route (set by the access hook). */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    passwords: Passwords;
    tokens: Tokens;
    /**
     * The Redis the instances share (plugins/redis.ts; docs/api-database.md, "Several instances"), or undefined
     * without REDIS_URL.
     */
    redis: Redis | undefined;
    /** Locks per key: across instances with REDIS_URL (a RedisLock), in this process without (a KeyedMutex). */
    locks: KeyedLock;
    /** Attempt counters (services/rate-limiter.ts): in Redis with REDIS_URL, in this process without. */
    limiter: RateLimiter;
    sms: SmsProvider;
    mail: MailProvider;
    /** The outbox's delivery worker (docs/api-database.md, "Mail"): `nudge()` after a re-queue, `deliverDue()` in tests. */
    mailDelivery: MailDelivery;
    notifications: NotificationService;
    /** Scheduled jobs (docs/api-database.md, "Jobs"): areas `define` theirs; `trigger` + `work` in tests. */
    jobs: JobRunner;
    /** Bulk actions (docs/areas/platform.md, "Bulk runs"): areas `define` theirs; the platform's runner works them. */
    bulk: BulkActions;
    /** Uploaded images (a local folder). */
    storage: FileStorage;
    /** Money in and out (the embedded ledger by default; docs/api-database.md, "Payments"). */
    payments: PaymentProvider;
    io: SocketServer;
    /** Disconnects the sockets of a user (all, or those opened with one token). */
    disconnectUser(userId: string, jti?: string): Promise<void>;
    /**
     * Ends a user's open sessions after their tokens were revoked for good (disabled, deleted, role changed:
     * docs/areas/users.md, "Account status"): each socket gets `session_ended` (the console signs out at once),
     * then is disconnected.
     */
    endSessions(userId: string): Promise<void>;
  }
}
