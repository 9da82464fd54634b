/**
 * `@backoffice/api-client/token`: the JWT reader alone ({@link decodeToken}, {@link isTokenExpired}), without
 * axios or the client. Not federation-shared: the shell bundles it into its first screen, where its session store
 * decides whether a visitor is signed in before the api-client is loaded (docs/micro-frontends.md, "What the
 * first screen leaves out"). The main entry exports the same two functions from the same module.
 */
export { decodeToken, isTokenExpired } from './lib/token';
