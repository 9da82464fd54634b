/**
 * What other parts of the help desk hear of a ticket's writes, inside the writing transaction (docs/areas/helpdesk.md,
 * "SLAs"): the SLA clock starts when a ticket is created, stops at its first reply and resolution, and pauses while
 * the ticket waits on its raiser. The repository (repository.ts) calls every registered {@link TicketHooks} in the
 * transaction of the write, after the write: a hook that throws rolls the write back.
 */
import type { Actor, Tx } from '@backoffice/api-server';

/** A ticket as the hooks see it. */
export interface HookedTicket {
  id: string;
  /** The raiser. */
  userId: string;
  departmentId: string;
  status: number;
  createdAt: Date;
}

/** Listeners of a ticket's writes; each optional. */
export interface TicketHooks {
  /** A ticket was created (status Open). */
  created?(tx: Tx, ticket: HookedTicket, actor: Actor): Promise<void>;
  /**
   * A reply or internal note was added (`at` its creation instant); `waitingOnRaiser` when its author asked to wait on
   * the raiser. Called before {@link TicketHooks.statusChanged} of the same reply.
   */
  replied?(
    tx: Tx,
    ticket: HookedTicket,
    reply: { userId: string; internal: boolean; waitingOnRaiser: boolean; at: Date },
    actor: Actor,
  ): Promise<void>;
  /** The status changed (by itself or with a reply). */
  statusChanged?(tx: Tx, ticket: HookedTicket, before: number, after: number, actor: Actor): Promise<void>;
}
