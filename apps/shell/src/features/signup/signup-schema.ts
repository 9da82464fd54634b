import { Limits, Messages, Roles, type SignupBody } from '@backoffice/contracts';
import { object, ref, string, type ObjectSchema } from 'yup';
import { EMAIL_PATTERN } from '../login/login-schema';

/** The sign-up form: the wire body (without `encryption`) plus the repeated password. */
export interface SignupForm extends Omit<SignupBody, 'encryption' | 'role' | 'userType'> {
  role: SignupBody['role'] | '';
  userType: string;
  repeatPassword: string;
}

/**
 * Sign-up validation. The spec's five rules come in its order (spec 1 section 5): e-mail required, e-mail
 * pattern, role required, passwords match, password length. Names and department are required by the API.
 */
export const signupSchema: ObjectSchema<SignupForm> = object({
  firstName: string().trim().required(Messages.signup.firstNameRequired),
  lastName: string().trim().required(Messages.signup.lastNameRequired),
  email: string()
    .trim()
    .required(Messages.login.emailRequired)
    .matches(EMAIL_PATTERN, { message: Messages.login.emailInvalid, excludeEmptyString: true }),
  role: string<SignupForm['role']>()
    .defined()
    .oneOf([Roles.Employee, Roles.Department], Messages.signup.roleRequired)
    .required(Messages.signup.roleRequired),
  userType: string()
    .defined()
    .when('role', {
      is: Roles.Department,
      then: (s) => s.required(Messages.signup.departmentRequired),
      otherwise: (s) => s.strip(false),
    }),
  repeatPassword: string()
    .defined()
    .oneOf([ref('password')], Messages.signup.passwordsMismatch),
  password: string()
    .required(Messages.login.passwordInvalid)
    .min(Limits.minPasswordLength, Messages.login.passwordInvalid),
});
