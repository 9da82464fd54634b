/** Small helpers shared by the content-area routes (cms, imagesforyou, faq, subscription, contact). */

/** Ids are uuids; anything else is "not found" without asking the database. */
export { isUuid } from '@backoffice/api-server';

/** A LIKE pattern matching `text` anywhere, its `%`, `_` and `\` taken literally. */
export { containsPattern } from '@backoffice/api-server';
