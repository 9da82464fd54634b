/** The help desk calls of docs/areas/helpdesk.md (ticket-assignment); to be built. */
export {};
