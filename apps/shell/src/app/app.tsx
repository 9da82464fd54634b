import { UiProvider } from '@backoffice/ui';
import { Suspense, useEffect, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { session } from '../auth/session-store';
import { useValidToken } from '../auth/use-session';
import { ChunkErrorBoundary } from '../components/chunk-error-boundary';
import { PageLoader } from '../components/page-loader';
import { LoginPage } from '../features/login/login-page';
import { LockPage, OtpPage, PrivateApp, SetPasswordPage, SignedOutFallback, SignupPage, VerifyEmailPage } from './lazy';

// The api-client (configured in ./api.ts: the stored token on every call, a 401 signs out) loads with each lazy
// screen, and with the login form's submit (docs/micro-frontends.md, "Speed budgets").

/**
 * Signed-out screens: a signed-in visitor goes to /dashboard (docs/areas/platform.md, "Routes and guards").
 */
function PublicOnly({ children }: { children: ReactNode }) {
  const token = useValidToken();
  useEffect(() => {
    if (!token) session.clearAfterSignOut();
  }, [token]);
  if (token) return <Navigate to={session.landing() ?? '/dashboard'} replace />;
  return <Lazy>{children}</Lazy>;
}

function Lazy({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<PageLoader />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

/**
 * Every other path: a known private route needs a (non-expired) token, else /login; an unknown path shows the
 * login screen while signed out (docs/areas/platform.md, "Routes and guards").
 */
function PrivateOrLogin() {
  const token = useValidToken();
  const { pathname } = useLocation();
  if (token) {
    return (
      <Lazy>
        <PrivateApp token={token} />
      </Lazy>
    );
  }
  return (
    <Lazy>
      <SignedOutFallback pathname={pathname} />
    </Lazy>
  );
}

/** The routes of the shell; `App` adds the providers and the browser router. */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="/login"
        element={
          <PublicOnly>
            <LoginPage />
          </PublicOnly>
        }
      />
      <Route
        path="/signup"
        element={
          <PublicOnly>
            <SignupPage />
          </PublicOnly>
        }
      />
      <Route
        path="/otpVerify"
        element={
          <PublicOnly>
            <OtpPage />
          </PublicOnly>
        }
      />
      <Route
        path="/lock"
        element={
          <PublicOnly>
            <LockPage />
          </PublicOnly>
        }
      />
      {/* The invitation and reset links of console users (docs/areas/users.md, "Invitation"): open signed in or
          out, since the link is for its own account and the page leaves the session alone. */}
      <Route
        path="/set-password"
        element={
          <Lazy>
            <SetPasswordPage />
          </Lazy>
        }
      />
      {/* The link e-mailed at sign-up (docs/areas/platform.md, "Sign-up (`/signup`)"): open signed in or out too. */}
      <Route
        path="/verify-email"
        element={
          <Lazy>
            <VerifyEmailPage />
          </Lazy>
        }
      />
      <Route path="*" element={<PrivateOrLogin />} />
    </Routes>
  );
}

/** The shell: Chakra system + toasts, the router, the routes. */
export function App() {
  return (
    <UiProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </UiProvider>
  );
}

export default App;
