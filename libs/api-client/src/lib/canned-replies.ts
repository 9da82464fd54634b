/** The help desk calls of docs/areas/helpdesk.md (canned-replies); to be built. */
export {};
