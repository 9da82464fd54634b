/**
 * `@backoffice/api-client/helpdesk`: the help desk's agent calls (docs/areas/helpdesk.md: tickets, "Assignment",
 * "Canned replies", "SLAs"). An entry of its own, like `/work`: bundled into the helpdesk remote, off the login
 * page; its calls go through the main entry's `http` (token, base URL, ApiError). `listTicket` stays on the main
 * entry: remote-kit's record panel lists a record's tickets in every remote.
 */
export * from './lib/tickets';
export * from './lib/ticket-assignment';
export * from './lib/canned-replies';
export * from './lib/helpdesk-sla';
