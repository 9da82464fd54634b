// Loaded on demand (see login-page.tsx): yup and @backoffice/contracts (with TypeBox) stay out of the sign-in
// screen's first bundle.
import { PlatformMessages } from '@backoffice/contracts';
import { yupResolver } from '@hookform/resolvers/yup';
import { loginSchema } from './login-schema';

export const loginResolver = yupResolver(loginSchema);

/** The spec's login failure text (docs/areas/platform.md, "Sign-in (`/login`)"). */
export const loginFailedText: string = PlatformMessages.login.failed;
