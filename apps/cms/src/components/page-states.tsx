/**
 * The page states now live in `@backoffice/remote-kit` (one copy for every remote). This re-export stays only
 * for the homepage and banner-images features, which import it; import from `@backoffice/remote-kit` instead.
 */
export { EmptyState, LoadError, LoadingState, errorMessage } from '@backoffice/remote-kit';
