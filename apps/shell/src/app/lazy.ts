// Code split: only the login screen is in the first bundle (docs/micro-frontends.md, first-screen budget).
// Everything after sign-in (layout, sockets, dayjs, remotes) and the other public screens load on demand, each
// with the configured api-client and the ui's other recipes (screenLoader: not on the first screen,
// docs/micro-frontends.md, "Speed budgets").
import { lazy } from 'react';
import { loadPrivateApp, screenLoader } from './prefetch-private-app';

export const PrivateApp = lazy(loadPrivateApp);
export const SignupPage = lazy(screenLoader(() => import('../features/signup/signup-page')));
export const OtpPage = lazy(screenLoader(() => import('../features/otp/otp-page')));
export const LockPage = lazy(screenLoader(() => import('../features/lock/lock-page')));
export const SetPasswordPage = lazy(screenLoader(() => import('../features/set-password/set-password-page')));
export const VerifyEmailPage = lazy(screenLoader(() => import('../features/verify-email/verify-email-page')));
// Deciding whether a signed-out path is private needs the route table (@backoffice/contracts): not on /login.
export const SignedOutFallback = lazy(() => import('./signed-out-fallback'));
