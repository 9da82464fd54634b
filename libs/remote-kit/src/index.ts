/**
 * What every remote is made of besides its features: its area's routes (placeholders until a feature lands),
 * its single-spa parcel and its standalone development page. Bundled into each remote (not a shared module);
 * it imports only shared singletons (react, the router, ui, shell-sdk, api-client) and contracts.
 */
export { AreaRoutes, AreaIndex, type AreaRoutesProps } from './area-routes';
export { createAreaParcel, type ParcelProps } from './create-area-parcel';
export { renderStandalone } from './render-standalone';
export { lazyPage, PageLoading } from './lazy-page';
export { devShellValue, devToken, DEV_TOKEN_KEYS } from './dev-auth';
export { DevSignIn, type DevSignInProps } from './dev-sign-in';
