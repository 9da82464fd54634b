// Code split: only the login screen is in the first bundle (docs/micro-frontends.md, first-screen budget).
// Everything after sign-in (layout, sockets, dayjs, remotes) and the other public screens load on demand.
import { lazy } from 'react';
import { loadPrivateApp } from './prefetch-private-app';

export const PrivateApp = lazy(loadPrivateApp);
export const SignupPage = lazy(() => import('../features/signup/signup-page'));
export const OtpPage = lazy(() => import('../features/otp/otp-page'));
export const LockPage = lazy(() => import('../features/lock/lock-page'));
export const SetPasswordPage = lazy(() => import('../features/set-password/set-password-page'));
export const VerifyEmailPage = lazy(() => import('../features/verify-email/verify-email-page'));
// Deciding whether a signed-out path is private needs the route table (@backoffice/contracts): not on /login.
export const SignedOutFallback = lazy(() => import('./signed-out-fallback'));
