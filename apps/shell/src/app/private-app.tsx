import { logout as apiLogout } from '@backoffice/api-client';
import { Limits, Roles, findAreaPage, type Role } from '@backoffice/contracts';
import { ShellProvider, type ShellContextValue } from '@backoffice/shell-sdk';
import { toaster } from '@backoffice/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, memo, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, type ComponentType, type RefObject } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { useCurrentUser } from '../auth/current-user';
import { session } from '../auth/session-store';
import { IdleLock } from '../auth/idle-lock';
import { AccessDenied } from '../components/access-denied';
import { useDocumentTitle } from '../components/document-title';
import { PageLoader } from '../components/page-loader';
import { ChangePasswordPage } from '../features/change-password/change-password-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { useNotifications } from '../features/notifications/use-notifications';
import { KeptAreas, openAreaFor } from '../federation/kept-areas';
import { ensureRemotesRegistered } from '../federation/remote-loader';
import { ShellLayout } from '../layout/shell-layout';
import { startConsolePreferences } from '../preferences/console-preferences';
import { queryClient } from './query-client';

// The stored locale and time zone, in force before the signed-in console renders a date. Started here, not in
// bootstrap.tsx: the sign-in pages show no date, and the format module stays off the first screen (its budget).
startConsolePreferences();

const MAX_TIMEOUT_MS = 2_147_483_647;

// A SuperAdmin's page, seldom opened: its code arrives when the route opens, not with the private app.
const ReleasesPage = lazy(() => import('../features/releases/releases-page'));
// A booking, invoice or ticket number or an e-mail named in a text (records.ts, `mentionPath`): opened rarely, its
// code arrives with the route (docs/frontend-data.md, "Command palette and keyboard").
const OpenRecordPage = lazy(() => import('../features/palette/open-record-page'));
// A bulk run's page, the jobs tray's link (docs/areas/platform.md, "Bulk runs"): with remote-kit's BulkRunPanel, in
// its own chunk.
const BulkRunPage = lazy(() => import('../features/bulk-runs/bulk-run-page'));

/** The shell's own pages open to some roles only: path, roles, the title Access denied shows, the page. */
const GATED_PAGES: readonly { path: string; roles: readonly Role[]; title: string; Page: ComponentType }[] = [
  { path: '/users/change-password', roles: [Roles.Department, Roles.Employee], title: 'Change Password', Page: ChangePasswordPage },
  { path: '/releases', roles: [Roles.SuperAdmin], title: 'Releases', Page: ReleasesPage },
  { path: '/bulk-runs/:id', roles: [Roles.SuperAdmin], title: 'Bulk run', Page: BulkRunPage },
];

function RoleGate({ roles, title, role, children }: { roles: readonly Role[]; title: string; role: Role; children: React.ReactNode }) {
  return roles.includes(role) ? <>{children}</> : <AccessDenied title={title} />;
}

/**
 * Any other private path: nothing when an area shows it ({@link KeptAreas}), Access denied for an area's page the
 * role may not open, the dashboard for an unknown path.
 */
function AreaRoute({ role }: { role: Role }) {
  const { pathname } = useLocation();
  const found = findAreaPage(pathname);
  // The page's label from the route table until the area's page names the tab itself (remote-kit's PageFrame):
  // also what a kept area shows again, whose page does not name it a second time.
  useDocumentTitle(found?.page.label);
  if (!found) return <Navigate to="/dashboard" replace />;
  if (openAreaFor(pathname, role)) return null;
  return <AccessDenied title={found.page.label} />;
}

/**
 * Keeps `into.current` on React Router's navigate. useNavigate answers a new function on every navigation and
 * renders its caller again: here only this leaf renders, and the private app's callbacks stay the same, so does
 * the shell context every area reads (docs/micro-frontends.md, "Kept areas").
 */
function NavigateInto({ into }: { into: RefObject<NavigateFunction | null> }) {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    into.current = navigate;
  }, [into, navigate]);
  return null;
}

/**
 * Everything after sign-in, loaded lazily: the QueryClient shared with the remotes, the shell context for
 * remotes, the layout, notifications, the idle lock with its warning and the private routes.
 */
function PrivateApp({ token }: { token: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInApp token={token} />
    </QueryClientProvider>
  );
}

// Memoised: the route above it reads the location, and a navigation must not render the whole console again
// (docs/micro-frontends.md, "Kept areas").
export default memo(PrivateApp);

function SignedInApp({ token }: { token: string }) {
  const navigate = useRef<NavigateFunction | null>(null);
  const claims = useMemo(() => session.claims(), [token]); // eslint-disable-line react-hooks/exhaustive-deps
  const user = useCurrentUser(claims ?? { sub: '', role: Roles.Employee, firstName: '', exp: 0 });
  // A disabled, deleted or role-changed account is signed out at once (docs/areas/users.md, "Account status").
  const notifications = useNotifications(token, () => session.clear());

  const logout = useCallback(async () => {
    try {
      await apiLogout();
    } catch {
      // Signing out locally matters more than the server's answer.
    }
    session.clear();
    navigate.current?.('/login', { replace: true });
  }, []);

  const lock = useCallback(() => {
    void apiLogout().catch(() => undefined);
    session.clear('/lock');
    navigate.current?.('/lock', { replace: true });
  }, []);

  useEffect(() => session.clearLanding(), []);

  // The remotes' manifest, read once now: a first click into an area then starts with its remoteEntry.js.
  useEffect(() => {
    ensureRemotesRegistered().catch(() => undefined);
  }, []);

  // Sign out when the token expires while the page is open.
  useEffect(() => {
    if (!claims?.exp) return;
    const ms = claims.exp * 1000 - Date.now();
    const timer = setTimeout(() => session.clear(), Math.min(Math.max(ms, 0), MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [claims]);

  const shell = useMemo<ShellContextValue>(
    () => ({
      user,
      token,
      logout: () => void logout(),
      notify: ({ type, title, description, durationMs }) =>
        toaster.create({ type, title, description, duration: durationMs ?? Limits.toastMs }),
    }),
    [user, token, logout],
  );

  // The routes are one element kept across the app's own re-renders (the user completed by GET /user/me, the
  // notifications, a navigation through useNavigate): React then skips the page under them, which re-renders
  // only for what it reads itself (docs/micro-frontends.md, "Signed-in first paint").
  const role = user.role;
  const routes = useMemo(
    () => (
      // Mounted once with the layout: an area that suspends while it loads (RemoteArea's `pathname`) leaves the
      // previous page on screen during the navigation's transition; only a first load straight into an area shows
      // this fallback (docs/micro-frontends.md, "Speed budgets").
      <Suspense fallback={<PageLoader />}>
        <Routes>
          <Route path="/dashboard" element={<DashboardPage />} />
          {GATED_PAGES.map(({ path, roles, title, Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <RoleGate roles={roles} title={title} role={role}>
                  <Page />
                </RoleGate>
              }
            />
          ))}
          <Route path="/open/:type/:reference" element={<OpenRecordPage />} />
          <Route path="*" element={<AreaRoute role={role} />} />
        </Routes>
        <KeptAreas role={role} />
      </Suspense>
    ),
    [role],
  );

  return (
    <ShellProvider value={shell}>
      <NavigateInto into={navigate} />
      <IdleLock enabled={user.role === Roles.SuperAdmin} onLock={lock} />
      <ShellLayout user={user} notifications={notifications} onLogout={shell.logout}>
        {routes}
      </ShellLayout>
    </ShellProvider>
  );
}
