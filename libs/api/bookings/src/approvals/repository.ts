/**
 * Four-eyes approval (docs/areas/bookings.md, "Four-eyes approval"): the gate the money actions ask before they run
 * (`app.approvals.needed`, then `request` instead of running), the requests, their decision and the thresholds per
 * currency. Decorated as `app.approvals` in the bookings area's context.
 *
 * STUB written by the lead: the interface the refunds code calls. Its owner replaces the bodies (and keeps the
 * signatures, or updates the callers in the same commit).
 */
import type { Approval, ApprovalKind } from '@backoffice/contracts';
import type { Actor, Db } from '@backoffice/api-server';
import fp from 'fastify-plugin';

/** What a money action asks to be approved. Amounts in minor units of `currency` (the charge's). */
export interface ApprovalRequestInput {
  kind: ApprovalKind;
  chargeId: string;
  reservationId: string;
  amount: number;
  currency: string;
  reason?: string | null;
  note?: string | null;
  /** Cancel the reservation with the refund (Cancel and refund). */
  cancel?: boolean;
}

export class ApprovalRepository {
  constructor(private readonly db: Db) {}

  /** True when `amount` (minor units of `currency`) is at or above the currency's threshold. */
  async needed(currency: string, amount: number): Promise<boolean> {
    void this.db;
    void currency;
    void amount;
    return false;
  }

  /**
   * Records a pending request (audited; the other SuperAdmins notified) and answers it.
   * @throws HttpError 409 (ApprovalMessages.alreadyPending) when one waits for the same charge and kind.
   */
  async request(input: ApprovalRequestInput, actor: Actor): Promise<Approval> {
    void input;
    void actor;
    throw new Error('approvals: not implemented yet');
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    approvals: ApprovalRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('approvals', new ApprovalRepository(app.db));
  },
  { name: 'approvals-repository' },
);
