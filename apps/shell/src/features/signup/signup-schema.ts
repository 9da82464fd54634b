import { EMAIL_SHAPE, Limits, PlatformMessages, Roles, type SignupBody } from '@backoffice/contracts';
import { object, ref, string, type ObjectSchema } from 'yup';

/** The sign-up form: the wire body (without `encryption`) plus the repeated password. */
export interface SignupForm extends Omit<SignupBody, 'encryption' | 'role' | 'userType'> {
  role: SignupBody['role'] | '';
  userType: string;
  repeatPassword: string;
}

/**
 * Sign-up validation. The spec's five rules come in its order (docs/areas/platform.md,
 * "Sign-up (`/signup`)"): e-mail required, e-mail pattern, role required, passwords match, password length.
 * Names and department are required by the API.
 */
export const signupSchema: ObjectSchema<SignupForm> = object({
  firstName: string().trim().required(PlatformMessages.signup.firstNameRequired),
  lastName: string().trim().required(PlatformMessages.signup.lastNameRequired),
  email: string()
    .trim()
    .required(PlatformMessages.login.emailRequired)
    .matches(EMAIL_SHAPE, { message: PlatformMessages.login.emailInvalid, excludeEmptyString: true }),
  role: string<SignupForm['role']>()
    .defined()
    .oneOf([Roles.Employee, Roles.Department], PlatformMessages.signup.roleRequired)
    .required(PlatformMessages.signup.roleRequired),
  userType: string()
    .defined()
    .when('role', {
      is: Roles.Department,
      then: (s) => s.required(PlatformMessages.signup.departmentRequired),
      otherwise: (s) => s.strip(false),
    }),
  repeatPassword: string()
    .defined()
    .oneOf([ref('password')], PlatformMessages.signup.passwordsMismatch),
  password: string()
    .required(PlatformMessages.login.passwordInvalid)
    .min(Limits.minPasswordLength, PlatformMessages.login.passwordInvalid),
});
