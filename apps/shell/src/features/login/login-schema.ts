import { Limits, PlatformMessages, type LoginBody } from '@backoffice/contracts';
import { object, string, type ObjectSchema } from 'yup';

/** The spec's e-mail pattern check (docs/areas/platform.md, "Sign-in (`/login`)"). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Login validation, in the spec's order (docs/areas/platform.md, "Sign-in (`/login`)"). */
export const loginSchema: ObjectSchema<LoginBody> = object({
  email: string()
    .trim()
    .required(PlatformMessages.login.emailRequired)
    .matches(EMAIL_PATTERN, { message: PlatformMessages.login.emailInvalid, excludeEmptyString: true }),
  password: string()
    .required(PlatformMessages.login.passwordInvalid)
    .min(Limits.minPasswordLength, PlatformMessages.login.passwordInvalid),
});
