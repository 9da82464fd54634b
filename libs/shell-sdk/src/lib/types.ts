import type { Role } from '@backoffice/contracts';
import type { QueryClient } from '@tanstack/react-query';

/**
 * Props the shell passes to a remote's `./Module` component (and, with auth, to its `./Parcel`).
 * `basePath` is the area's root path in the shell (e.g. `/hotels`), without a trailing slash.
 */
export interface RemoteProps {
  basePath: string;
  /**
   * The host's TanStack QueryClient (one cache for the shell and every remote, cleared on sign-out). A remote
   * without it (standalone page, parcel) makes its own; see remote-kit's `AreaQueryProvider`.
   */
  queryClient?: QueryClient;
}

/** The signed-in user, as the shell knows it (from the token's claims, completed by GET /api/user/me). */
export interface AuthUser {
  /** The user's `_id` (the token's `sub`). */
  id: string;
  role: Role;
  firstName: string;
  lastName?: string;
  email?: string;
  /** What the top bar greets: the first name (Employee), the department name (Department) or 'Admin'. */
  displayName: string;
  /** The department id of a Department user (the token's `userType`). */
  departmentId?: string;
}

/** A toast request; shown at the bottom right for 3000 ms (libs/ui toaster.tsx says why). */
export interface NotifyOptions {
  type: 'success' | 'error' | 'info' | 'warning';
  title: string;
  description?: string;
  /** How long it stays, in ms (default 3000, `Limits.toastMs`); the room warnings ask for 5000. */
  durationMs?: number;
}

/** What the host shares with every remote. */
export interface ShellContextValue {
  /** The signed-in user, or null while signed out. */
  user: AuthUser | null;
  /** The bearer token (JWT) of the session, or null while signed out. */
  token: string | null;
  /** Calls POST /api/user/logout, forgets the token and goes to /login. */
  logout(): void;
  /** Shows a toast. */
  notify(opts: NotifyOptions): void;
}

/** The props a single-spa parcel receives from the shell: auth is passed in, not read from context. */
export interface ParcelAuthProps extends RemoteProps {
  shell: ShellContextValue;
}
