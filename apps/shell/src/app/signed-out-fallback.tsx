import { Navigate } from 'react-router-dom';
import { isPrivatePath } from '../auth/auth-paths';
import { session } from '../auth/session-store';
import { LoginPage } from '../features/login/login-page';

/**
 * A signed-out visitor on a path other than the public ones: a known private route goes to /login (or /lock
 * after the idle lock); an unknown path shows the login screen (docs/areas/platform.md, "Routes and guards").
 */
export default function SignedOutFallback({ pathname }: { pathname: string }) {
  if (isPrivatePath(pathname)) return <Navigate to={session.afterSignOut() ?? '/login'} replace />;
  return <LoginPage />;
}
