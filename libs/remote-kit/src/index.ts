/**
 * What every remote is made of besides its features: its area's routes (placeholders until a feature lands), its
 * QueryClient (the host's, or its own when it runs alone), its single-spa parcel, its standalone development
 * page, and the page pieces every list and detail page shares (loading, load error with Retry, empty, the URL
 * state of a list that drives libs/ui's DataGrid, a select of fixed options). Bundled into each remote (not a
 * shared module, so nothing here reaches the login page); it imports only shared singletons (react, the router,
 * @tanstack/react-query, ui, shell-sdk, api-client) and contracts.
 */
export { AreaRoutes, AreaIndex, type AreaRoutesProps } from './area-routes';
export { AreaQueryProvider, type AreaQueryProviderProps } from './area-query-provider';
export { createAreaParcel, type ParcelProps } from './create-area-parcel';
export { renderStandalone } from './render-standalone';
export { lazyPage, pagePreloader, PageLoading, type LazyPage } from './lazy-page';
export { devShellValue, devToken, DEV_TOKEN_KEYS } from './dev-auth';
export { DevSignIn, type DevSignInProps } from './dev-sign-in';
export { EmptyState, LoadError, LoadingState, errorMessage, type LoadErrorProps } from './page-states';
export {
  PageFrame,
  QueryGate,
  RecordGate,
  LinkedText,
  RecordLink,
  RecordPage,
  documentTitleOf,
  useBackTo,
  type BackLink,
  type CameFrom,
  type PageFrameProps,
  type QueryGateProps,
  type RecordGateProps,
  type RecordLinkProps,
  type RecordPageProps,
} from './page-frame';
export {
  FilterSelect,
  ListPage,
  ListToolbar,
  QueryFilter,
  SearchField,
  ToolbarField,
  actionsColumn,
  gridStatesOf,
  listRows,
  type ActionsColumnOptions,
  type ListPageProps,
  type ListQueryState,
  type ListRows,
  type QueryFilterProps,
} from './list-page';
export { useSavedViews, type SavedViews, type SavedViewsOptions } from './saved-views-menu';
export {
  droppedNotice,
  resolveView,
  sameListQuery,
  savedViewsKeys,
  viewQueryOf,
  type ResolvedView,
  type ViewTarget,
} from './saved-views';
export { FormPage, type FormPageProps } from './form-page';
export { useAction, type Action, type ActionTexts } from './use-action';
export { useConfirmedAction, type ConfirmableAction, type ConfirmedAction, type ConfirmTexts } from './confirmed-action';
export { failureText, statusOf } from './failure';
export { useDebouncedValue } from './use-debounced-value';
export { UNSAVED_CHANGES_TEXT, useUnsavedChangesWarning } from './unsaved-changes';
export {
  MAX_LIST_PAGE,
  useLastPageFallback,
  useListQuery,
  type ListQuery,
  type ListSort,
  type QueryChangeOptions,
  type QueryChanges,
} from './list-query';
export { OptionSelect, type OptionSelectProps, type SelectOption } from './option-select';
export { SEARCH_DEBOUNCE_MS, useSearchParam } from './use-search-param';
export { openBlob, saveBlob } from './open-blob';
export { usePagedUrlDateRange, useUrlDateRange } from './use-url-date-range';
export { REMOTE_BUILD } from './build-info';
export {
  RecordHistory,
  recordHistoryKey,
  recordHistoryQueryOptions,
  useRecordHistory,
  type RecordHistoryPages,
  type RecordHistoryProps,
} from './record-history';
export { RecordTickets, recordTicketsKey, type RecordTicketsProps } from './record-tickets';
export { FilterChip, type FilterChipProps } from './filter-chip';
export {
  BULK_REPORT_PAGE_SIZE,
  BULK_RUN_POLL_MS,
  BulkRunButton,
  BulkRunPanel,
  BulkRunProgressBar,
  bulkRunKeys,
  bulkRunStatusText,
  bulkRunWorked,
  bulkSelectionCount,
  isBulkRunEnded,
  type BulkRunButtonProps,
  type BulkRunPanelProps,
  type BulkSelection,
} from './bulk-run';
