/**
 * Wire shapes of ticket assignment (docs/areas/helpdesk.md, "Assignment"): who owns a ticket inside its department.
 */
export {};
