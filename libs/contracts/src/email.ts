import { Type } from 'typebox';
import { EMAIL_MAX_LENGTH } from './constants/platform';
import { PlatformMessages } from './messages';
import { withMessages } from './validation';

/**
 * An e-mail address of the platform's public forms (sign-in, sign-up, the CMS's public forms): required, at most
 * `EMAIL_MAX_LENGTH` characters, then the standard pattern, with the login's messages (docs/areas/platform.md,
 * "Sign-in (`/login`)"). Shared by auth.ts and cms.ts; internal to libs/contracts (index.ts does not re-export it).
 */
export const PublicEmailSchema = /*#__PURE__*/ Type.String({
  minLength: 1,
  maxLength: EMAIL_MAX_LENGTH,
  format: 'email',
  ...withMessages({
    required: PlatformMessages.login.emailRequired,
    minLength: PlatformMessages.login.emailRequired,
    type: PlatformMessages.login.emailRequired,
    default: PlatformMessages.login.emailInvalid,
  }),
});
