/**
 * @backoffice/shell-sdk — what a remote may ask of the host (ARCHITECTURE.md, "The arrows"): the signed-in
 * user and token, logout, toasts, the command palette's registrations (commands and result renderers) and the feed
 * of live changes. A shared singleton at run time.
 */
export type { AuthUser, NotifyOptions, ParcelAuthProps, RemoteProps, ShellContextValue } from './lib/types';
export { ShellContext, ShellProvider, useAuth, useNotify, type ShellProviderProps } from './lib/shell-context';
export { QUERY_CLIENT_DEFAULTS } from './lib/query-defaults';
export type { BackofficeBuild } from './lib/build-info';
export {
  registerCommands,
  registerResultRenderer,
  usePaletteRegistry,
  type PaletteCommand,
  type PaletteRegistry,
  type RegisteredCommand,
  type ResultRenderer,
} from './lib/palette-registry';
export {
  RECORD_CHANGES_KEPT,
  publishRecordChange,
  resetRecordChanges,
  subscribeRecordChanges,
  useRecordChange,
} from './changes';
export { setPresenceTransport, usePresence, type PresenceTransport } from './presence';
