// The files of the other entries (src/hotels.ts, src/helpdesk.ts, src/cms.ts, …) are bundled into the remotes
// that import them. Were their calls to import './client', each remote would carry a copy of the axios instance
// that the shell never configures: no token, so every call would answer 401, and an ApiError class of its own,
// so `instanceof ApiError` would fail on the pages. Through the package name they reach the federation-shared
// main entry, whose `http` the shell configured (token, base URL, what a 401 does) and whose ApiError the pages
// receive (docs/micro-frontends.md, "Shared modules"). The main entry's own files must never import this
// module: the shared main entry would then wait for itself, and every screen that loads it would stay blank
// (docs/micro-frontends.md, "Shared modules"; tools/lint/api-client-entries.spec.ts). In tests the name maps to
// the same source file as './client'.
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton, deliberately not a relative import
import { http } from '@backoffice/api-client';
import { callThrough, type OperationCall } from './call';

// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton, deliberately not a relative import
export { ApiError, http } from '@backoffice/api-client';

/** Calls an operation through the shell's configured `http` (call.ts, `callThrough`). */
export const call: OperationCall = callThrough(http);
