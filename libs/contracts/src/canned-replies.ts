/**
 * Wire shapes of canned replies (docs/areas/helpdesk.md, "Canned replies"): saved answers per department and per
 * user, with placeholders filled in when inserted.
 */
export {};
