/** The canned replies' page path (libs/contracts AREAS, helpdesk). */
export const CANNED_REPLY_PATHS = {
  list: '/canned-replies',
} as const;
