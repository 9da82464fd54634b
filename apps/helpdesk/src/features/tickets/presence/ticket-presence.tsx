/**
 * Who else has a ticket open and who is typing a reply (docs/areas/helpdesk.md, "Who else is looking"). To be built.
 */

/** Props of {@link TicketPresence}. */
export interface TicketPresenceProps {
  /** The ticket shown. */
  ticketId: string;
  /** Whether the signed-in user is typing a reply now (the reply form says so). */
  typing: boolean;
}

/** The other staff on this ticket's page, each with "typing…" while they type a reply; nothing when alone. */
export function TicketPresence(_props: TicketPresenceProps) {
  return null;
}
