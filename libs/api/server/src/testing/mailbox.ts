/**
 * The e-mails a test app queued (the outbox), and the self sign-up's verification step
 * (docs/areas/platform.md, "Sign-up (`/signup`)"), for specs.
 */
import { and, desc, eq } from 'drizzle-orm';
import { outbox } from '../db/server.schema';
import type { App } from './helper';

/** The latest e-mail queued to `to` (compared lower-cased), or undefined. */
export async function lastMailTo(app: App, to: string): Promise<{ subject: string | null; body: string } | undefined> {
  const [row] = await app.db
    .select({ subject: outbox.subject, body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.channel, 'email'), eq(outbox.recipient, to.toLowerCase())))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row;
}

/** The `token` of the first link in an e-mail's text. @throws when it has none. */
export function linkToken(text: string): string {
  const m = /[?&]token=([^\s&]+)/.exec(text);
  if (!m) throw new Error(`no link with a token in: ${text}`);
  return decodeURIComponent(m[1]);
}

/**
 * A self sign-up (POST /api/user/create without a token) followed by its e-mail verification, as its owner would:
 * the account can then sign in (as an Employee; a Department request still waits for a SuperAdmin).
 * @throws when either call fails.
 */
export async function signUpVerified(
  app: App,
  who: { email: string; password: string; firstName: string; lastName: string; role?: 'Employee' | 'Department'; userType?: string },
): Promise<void> {
  const created = await app.inject({ method: 'POST', url: '/api/user/create', payload: { role: 'Employee', ...who } });
  if (created.statusCode !== 201) throw new Error(`sign-up failed: ${created.statusCode} ${created.body}`);
  const mail = await lastMailTo(app, who.email);
  const token = linkToken(mail?.body ?? '');
  const verified = await app.inject({ method: 'POST', url: '/api/user/verifyEmail', payload: { token } });
  if (verified.statusCode !== 200) throw new Error(`verification failed: ${verified.statusCode} ${verified.body}`);
}
