/**
 * The PIN step-up (docs/areas/users.md, "PIN step-up"): before adding an admin or making someone an Admin, a
 * SuperAdmin enters a fresh PIN sent to their mobile; the confirmation holds for the session (the token's `jti`) for
 * STEP_UP_SECONDS (5 minutes). The PIN itself is issued and checked by the platform area (purpose `step_up`); this
 * is the grant that the users area's routes require.
 */
import { STEP_UP_SECONDS, UsersMessages } from '@backoffice/contracts';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/database';
import { stepUps } from '../db/server.schema';
import { HttpError } from './http-errors';

/** The session a step-up belongs to: the caller's id and token id. */
export interface StepUpSession {
  id: string;
  jti: string;
}

/**
 * Records a confirmed step-up for the session until `now` + 5 minutes (replacing an earlier one) and prunes the
 * expired ones. @returns the instant it ends.
 */
export async function grantStepUp(db: Db | Tx, session: StepUpSession, now: Date = new Date()): Promise<Date> {
  const expiresAt = new Date(now.getTime() + STEP_UP_SECONDS * 1000);
  await db.delete(stepUps).where(lt(stepUps.expiresAt, now));
  await db
    .insert(stepUps)
    .values({ jti: session.jti, userId: session.id, expiresAt })
    .onConflictDoUpdate({ target: stepUps.jti, set: { expiresAt } });
  return expiresAt;
}

/** True while the session holds a step-up confirmed less than 5 minutes ago. */
export async function hasStepUp(db: Db | Tx, session: StepUpSession, now: Date = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ jti: stepUps.jti })
    .from(stepUps)
    .where(and(eq(stepUps.jti, session.jti), eq(stepUps.userId, session.id), gt(stepUps.expiresAt, now)));
  return Boolean(row);
}

/** @throws HttpError 403 `UsersMessages.stepUp.required` when the session holds no live step-up. */
export async function requireStepUp(db: Db | Tx, session: StepUpSession, now: Date = new Date()): Promise<void> {
  if (!(await hasStepUp(db, session, now))) throw new HttpError(403, UsersMessages.stepUp.required);
}
