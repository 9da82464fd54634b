/**
 * A SuperAdmin's decision on a self sign-up's department request (docs/areas/users.md, "Department requests"), run
 * inside the caller's transaction: approve makes the account a Department user of the requested department (its
 * tokens are revoked: it signs in again with the new role), refuse leaves it an Employee. Either way the request is
 * cleared, the user is told by e-mail, and the decision is recorded with the SuperAdmin as actor.
 */
import { UsersMessages, type DepartmentRequestBody } from '@backoffice/contracts';
import { audit, conflict, type Actor, type Tx, type UserRow } from '@backoffice/api-server';
import { departments, users } from '@backoffice/api-server/schema';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/** The e-mail that tells the user the decision. */
function decisionMail(user: UserRow, department: string, approved: boolean) {
  const hello = `Hello ${user.firstName.trim() || user.email},`;
  return {
    to: user.email,
    subject: approved ? `You are now a member of the ${department} department` : 'Your department request was not approved',
    text: approved
      ? `${hello}\n\nAn administrator approved your request to join the ${department} department. Sign in again to ` +
        "see your department's tickets.\n"
      : `${hello}\n\nAn administrator did not approve your request to join the ${department} department. You can ` +
        'still sign in as an Employee; ask your administrator if you think this is a mistake.\n',
  };
}

/**
 * Applies `decision` to the locked `target`'s request.
 * @returns whether the user's tokens were revoked (approval: the caller ends its sessions after the commit).
 * @throws HttpError 409 `nonePending` (no request, or the account is no longer an Employee), `notVerified` (the address
 *   is not confirmed), `departmentGone` (approving a request whose department was removed).
 */
export async function decideDepartmentRequest(
  app: FastifyInstance,
  tx: Tx,
  target: UserRow,
  decision: DepartmentRequestBody['decision'],
  actor: Actor,
): Promise<boolean> {
  const requested = target.requestedDepartmentId;
  if (!requested || target.role !== 'Employee') throw conflict(UsersMessages.departmentRequest.nonePending);
  if (!target.emailVerifiedAt) throw conflict(UsersMessages.departmentRequest.notVerified);
  const [department] = await tx
    .select({ id: departments.id, name: departments.name, deletedAt: departments.deletedAt })
    .from(departments)
    .where(eq(departments.id, requested));
  const approve = decision === 'approve';
  if (approve && (!department || department.deletedAt)) throw conflict(UsersMessages.departmentRequest.departmentGone);
  const now = new Date();
  await tx
    .update(users)
    .set(
      approve
        ? { role: 'Department', departmentId: requested, requestedDepartmentId: null, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: now }
        : { requestedDepartmentId: null, updatedAt: now },
    )
    .where(and(eq(users.id, target.id), isNull(users.deletedAt)));
  await app.mail.send(decisionMail(target, department?.name ?? 'requested', approve), { tx });
  await audit(tx, actor, {
    action: approve ? 'user.department_approved' : 'user.department_refused',
    entityType: 'user',
    entityId: target.id,
    before: { role: target.role, departmentId: target.departmentId, requestedDepartmentId: requested },
    after: approve
      ? { role: 'Department', departmentId: requested, requestedDepartmentId: null }
      : { role: target.role, departmentId: target.departmentId, requestedDepartmentId: null },
  });
  return approve;
}
