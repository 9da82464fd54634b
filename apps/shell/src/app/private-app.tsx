import { logout as apiLogout } from '@backoffice/api-client';
import { Limits, Roles, findAreaPage, type Role } from '@backoffice/contracts';
import { ShellProvider, type ShellContextValue } from '@backoffice/shell-sdk';
import { toaster } from '@backoffice/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../auth/current-user';
import { session } from '../auth/session-store';
import { useIdleLock } from '../auth/use-idle-lock';
import { AccessDenied } from '../components/access-denied';
import { PageLoader } from '../components/page-loader';
import { ChangePasswordPage } from '../features/change-password/change-password-page';
import { DashboardPage } from '../features/dashboard/dashboard-page';
import { useNotifications } from '../features/notifications/use-notifications';
import { RemoteArea } from '../federation/remote-area';
import { ensureRemotesRegistered } from '../federation/remote-loader';
import { ShellLayout } from '../layout/shell-layout';
import { queryClient } from './query-client';

const MAX_TIMEOUT_MS = 2_147_483_647;

// A SuperAdmin's page, seldom opened: its code arrives when the route opens, not with the private app.
const ReleasesPage = lazy(() => import('../features/releases/releases-page'));

function RoleGate({ roles, title, role, children }: { roles: readonly Role[]; title: string; role: Role; children: React.ReactNode }) {
  return roles.includes(role) ? <>{children}</> : <AccessDenied title={title} />;
}

/** Any other private path: the owning area's remote, or the dashboard for an unknown path. */
function AreaRoute({ role }: { role: Role }) {
  const { pathname } = useLocation();
  const found = findAreaPage(pathname);
  if (!found) return <Navigate to="/dashboard" replace />;
  return (
    <RoleGate roles={found.page.roles} title={found.page.label} role={role}>
      <RemoteArea area={found.area.key} pathname={pathname} />
    </RoleGate>
  );
}

/**
 * Everything after sign-in, loaded lazily: the QueryClient shared with the remotes, the shell context for
 * remotes, the layout, notifications, the idle lock and the private routes.
 */
export default function PrivateApp({ token }: { token: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SignedInApp token={token} />
    </QueryClientProvider>
  );
}

function SignedInApp({ token }: { token: string }) {
  const navigate = useNavigate();
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
    navigate('/login', { replace: true });
  }, [navigate]);

  const lock = useCallback(() => {
    void apiLogout().catch(() => undefined);
    session.clear('/lock');
    navigate('/lock', { replace: true });
  }, [navigate]);

  useIdleLock(user.role === Roles.SuperAdmin, lock);

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
          <Route
            path="/users/change-password"
            element={
              <RoleGate roles={[Roles.Department, Roles.Employee]} title="Change Password" role={role}>
                <ChangePasswordPage />
              </RoleGate>
            }
          />
          <Route
            path="/releases"
            element={
              <RoleGate roles={[Roles.SuperAdmin]} title="Releases" role={role}>
                <ReleasesPage />
              </RoleGate>
            }
          />
          <Route path="*" element={<AreaRoute role={role} />} />
        </Routes>
      </Suspense>
    ),
    [role],
  );

  return (
    <ShellProvider value={shell}>
      <ShellLayout user={user} notifications={notifications} onLogout={() => void logout()}>
        {routes}
      </ShellLayout>
    </ShellProvider>
  );
}
