// Code split: only the login screen is in the first bundle (TOOLCHAIN.md, first-screen size). Everything
// after sign-in (layout, sockets, dayjs, remotes) and the other public screens load on demand.
import { lazy } from 'react';

export const loadPrivateApp = () => import('./private-app');
export const PrivateApp = lazy(loadPrivateApp);
export const SignupPage = lazy(() => import('../features/signup/signup-page'));
export const OtpPage = lazy(() => import('../features/otp/otp-page'));
export const LockPage = lazy(() => import('../features/lock/lock-page'));
// Deciding whether a signed-out path is private needs the route table (@backoffice/contracts): not on /login.
export const SignedOutFallback = lazy(() => import('./signed-out-fallback'));

let prefetched = false;

/**
 * Warms the private chunks (and `also`, e.g. the login form's validation) a second after the login form shows,
 * so they do not compete with the first screen (a no-op under test).
 */
export function prefetchPrivateApp(also?: () => Promise<unknown>): void | (() => void) {
  if (prefetched || process.env.NODE_ENV === 'test') return;
  const timer = setTimeout(() => {
    prefetched = true;
    also?.().catch(() => undefined);
    loadPrivateApp().catch(() => {
      prefetched = false; // the real navigation retries and shows its own error
    });
  }, 1000);
  return () => clearTimeout(timer);
}
