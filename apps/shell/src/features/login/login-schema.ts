import { EMAIL_SHAPE, Limits, PlatformMessages, type LoginBody } from '@backoffice/contracts';
import { object, string, type ObjectSchema } from 'yup';


/** Login validation, in the spec's order (docs/areas/platform.md, "Sign-in (`/login`)"). */
export const loginSchema: ObjectSchema<LoginBody> = object({
  email: string()
    .trim()
    .required(PlatformMessages.login.emailRequired)
    .matches(EMAIL_SHAPE, { message: PlatformMessages.login.emailInvalid, excludeEmptyString: true }),
  password: string()
    .required(PlatformMessages.login.passwordInvalid)
    .min(Limits.minPasswordLength, PlatformMessages.login.passwordInvalid),
});
