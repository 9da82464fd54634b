/**
 * A department's SLA policy and business calendar (docs/areas/helpdesk.md, "SLAs"): the SQL of the policy's read,
 * upsert and removal (tables department_sla_policies and department_holidays). Each write replaces the holidays and
 * records `department.sla` (before and after) in one transaction.
 */
import { fullSlaWeek, type BusinessCalendar, type SlaPolicy, type SlaPolicyBody } from '@backoffice/contracts';
import { audit, changedFields, type Actor, type Db, type Tx } from '@backoffice/api-server';
import { asc, eq } from 'drizzle-orm';
import { departmentHolidays, departmentSlaPolicies } from '../helpdesk.schema';

/** A stored policy with its calendar as the arithmetic reads it. */
export interface StoredPolicy {
  policy: SlaPolicy;
  calendar: BusinessCalendar;
}

/** The department's policy with its holidays by date, or undefined when it has none. Inside `tx` when given. */
export async function readPolicy(db: Db | Tx, departmentId: string): Promise<StoredPolicy | undefined> {
  const [row] = await db.select().from(departmentSlaPolicies).where(eq(departmentSlaPolicies.departmentId, departmentId));
  if (!row) return undefined;
  const holidays = await db
    .select({ day: departmentHolidays.day, name: departmentHolidays.name })
    .from(departmentHolidays)
    .where(eq(departmentHolidays.departmentId, departmentId))
    .orderBy(asc(departmentHolidays.day));
  const week = fullSlaWeek(row.week);
  return {
    policy: {
      departmentId,
      firstReplyMinutes: row.firstReplyMinutes,
      resolutionMinutes: row.resolutionMinutes,
      timeZone: row.timeZone,
      week,
      holidays,
      updatedAt: row.updatedAt.toISOString(),
    },
    calendar: { timeZone: row.timeZone, week, holidays: holidays.map((h) => h.day) },
  };
}

/** A policy's fields as the audit trail stores them (the week and holidays as JSON values). */
function audited(p: SlaPolicy | undefined): Record<string, unknown> {
  if (!p) return { firstReplyMinutes: null, resolutionMinutes: null, timeZone: null, week: null, holidays: null };
  return {
    firstReplyMinutes: p.firstReplyMinutes,
    resolutionMinutes: p.resolutionMinutes,
    timeZone: p.timeZone,
    week: p.week,
    holidays: p.holidays.map((h) => (h.name ? `${h.day} ${h.name}` : h.day)),
  };
}

/**
 * Stores the department's policy (insert or update) and replaces its holidays, recording `department.sla` with the
 * changed fields before and after, in one transaction. The body is valid (slaPolicyProblem); the department exists.
 * Tickets already created keep their due instants (docs/areas/helpdesk.md, "SLAs").
 * @returns the policy as stored.
 */
export async function savePolicy(db: Db, departmentId: string, body: SlaPolicyBody, actor: Actor): Promise<SlaPolicy> {
  return db.transaction(async (tx) => {
    const old = await readPolicy(tx, departmentId);
    const values = {
      firstReplyMinutes: body.firstReplyMinutes,
      resolutionMinutes: body.resolutionMinutes,
      timeZone: body.timeZone,
      week: fullSlaWeek(body.week),
      updatedAt: new Date(),
    };
    await tx
      .insert(departmentSlaPolicies)
      .values({ departmentId, ...values })
      .onConflictDoUpdate({ target: departmentSlaPolicies.departmentId, set: values });
    await tx.delete(departmentHolidays).where(eq(departmentHolidays.departmentId, departmentId));
    if (body.holidays.length) {
      await tx
        .insert(departmentHolidays)
        .values(body.holidays.map((h) => ({ departmentId, day: h.day, name: h.name.trim() })));
    }
    const saved = await readPolicy(tx, departmentId);
    if (!saved) throw new Error('savePolicy(): the policy just stored was not read back');
    const change = changedFields(audited(old?.policy), audited(saved.policy));
    if (Object.keys(change.after).length) {
      await audit(tx, actor, {
        action: 'department.sla',
        entityType: 'department',
        entityId: departmentId,
        before: old ? change.before : null,
        after: change.after,
      });
    }
    return saved.policy;
  });
}

/**
 * Removes the department's policy and holidays, recording `department.sla_remove` (the policy before), in one
 * transaction. New tickets of the department then have no SLA; existing ones keep their due instants.
 * @returns false when the department had no policy (nothing changed, nothing recorded).
 */
export async function removePolicy(db: Db, departmentId: string, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const old = await readPolicy(tx, departmentId);
    if (!old) return false;
    await tx.delete(departmentHolidays).where(eq(departmentHolidays.departmentId, departmentId));
    await tx.delete(departmentSlaPolicies).where(eq(departmentSlaPolicies.departmentId, departmentId));
    await audit(tx, actor, {
      action: 'department.sla_remove',
      entityType: 'department',
      entityId: departmentId,
      before: audited(old.policy),
      after: null,
    });
    return true;
  });
}
