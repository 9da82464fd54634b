// The hotels entry (src/hotels.ts) is bundled into the remotes that import it. Were its calls to import
// './client', each remote would carry a copy of the axios instance that the shell never configures: no token,
// so every call would answer 401. Through the package name they reach the federation-shared main entry, whose
// `http` the shell configured (token, base URL, what a 401 does) and whose ApiError the pages receive
// (docs/micro-frontends.md, "Shared modules"). In tests the name maps to the same source file as './client'.
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton, deliberately not a relative import
export { ApiError, http } from '@backoffice/api-client';
