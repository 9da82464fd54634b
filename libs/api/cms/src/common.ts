/** Small helpers shared by the content-area routes (cms, imagesforyou, faq, subscription, contact). */
import { Roles } from '@backoffice/contracts';
import type { Access } from '@backoffice/api-server';

/** Every edit and list of the content area (docs/areas/platform.md, "Roles and access"). */
export const SUPER_ADMIN: Access = [Roles.SuperAdmin];

/** Ids are uuids; anything else is "not found" without asking the database. */
export { isUuid } from '@backoffice/api-server';

/** A LIKE pattern matching `text` anywhere, its `%`, `_` and `\` taken literally. */
export { containsPattern } from '@backoffice/api-server';
