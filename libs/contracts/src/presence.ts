/**
 * Presence on a record's page (docs/areas/helpdesk.md, "Who else is looking"): the socket events that say who else
 * has a ticket open and who is typing a reply.
 */
export {};
