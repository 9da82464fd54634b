/**
 * The page states now live in `@backoffice/remote-kit` (one copy for every remote). This re-export stays only
 * while features/shared-images (homepage, banner images) still imports it; import from `@backoffice/remote-kit`
 * instead, and delete this file once nothing imports it.
 */
export { EmptyState, LoadError, LoadingState, errorMessage } from '@backoffice/remote-kit';
