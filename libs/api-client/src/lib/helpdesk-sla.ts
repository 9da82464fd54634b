/** The help desk calls of docs/areas/helpdesk.md (helpdesk-sla); to be built. */
export {};
