/**
 * The spec's user-facing messages, one object per area, defined once for the API and the UI. A new area adds
 * its own file here (e.g. `hotels.ts` exporting `HotelsMessages`) and its docs/areas/<area>.md lists them.
 */
export * from './common';
export * from './platform';
export * from './helpdesk';
export * from './cms';

// messages-sweep:begin (the sweep script removes this block once no `Messages.` is left)
import { CmsMessages } from './cms';
import { CommonMessages } from './common';
import { HelpdeskMessages } from './helpdesk';
import { PlatformMessages } from './platform';
/** @deprecated Use the area's object: PlatformMessages, CommonMessages, HelpdeskMessages or CmsMessages. */
export const Messages = {
  ...CommonMessages,
  ...PlatformMessages,
  ...HelpdeskMessages,
  ...CmsMessages,
} as const;
// messages-sweep:end
