// The api-client as the shell uses it: every call carries the stored token, and any 401 (expired or revoked
// token) signs out (docs/areas/platform.md, "Sessions and tokens"). Importing this module configures it.
// Not on the login screen's first bundle: the api-client brings axios (about 23 KB gzip together), which the
// form needs only once it is sent. Every lazy screen loads this module with its own code (lazy.ts,
// prefetch-private-app.ts), the login page on submit or with the private-app prefetch a second after it shows
// (docs/micro-frontends.md, "Speed budgets").
import { configureApiClient } from '@backoffice/api-client';
import { session } from '../auth/session-store';

configureApiClient({ getToken: () => session.getToken(), onUnauthorized: () => session.clear() });

export { ApiError, login } from '@backoffice/api-client';
