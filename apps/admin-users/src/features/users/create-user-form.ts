import { formFieldOf } from '@backoffice/api-client';
import { Limits, EMAIL_SHAPE, Roles, UsersMessages } from '@backoffice/contracts/constants';
import type { SignupBody } from '@backoffice/contracts';
import { object, ref, string, type ObjectSchema } from 'yup';

/** The Create User form (docs/areas/users.md, "Screens"); '' while no role or department is chosen. */
export interface CreateUserForm {
  email: string;
  firstName: string;
  lastName: string;
  role: 'Employee' | 'Department' | '';
  /** The department's id (a Department user). */
  userType: string;
  password: string;
  confirmPassword: string;
}

export const EMPTY_CREATE_USER_FORM: CreateUserForm = {
  email: '',
  firstName: '',
  lastName: '',
  role: '',
  userType: '',
  password: '',
  confirmPassword: '',
};

const m = UsersMessages.create;

/**
 * Create User's rules, the sign-up's (docs/areas/platform.md, "Sign-up (`/signup`)"), in the order of the spec's
 * checks: e-mail required, e-mail pattern, role, passwords match, password length; the names and, for a Department
 * user, the department are required too. The two password checks come one after the other: while the passwords
 * differ only 'Passwords do not match…' shows (under Confirm Password), and the length message (under Password)
 * once they match, so the messages always read in the spec's order.
 */
export const createUserSchema: ObjectSchema<CreateUserForm> = object({
  email: string()
    .trim()
    .required(m.emailRequired)
    // The console's e-mail shape, something@domain.tld (contracts; Add Admin and the manager form check the same).
    .matches(EMAIL_SHAPE, { message: m.emailInvalid, excludeEmptyString: true }),
  firstName: string().trim().required(UsersMessages.edit.firstNameRequired),
  lastName: string().trim().required(UsersMessages.edit.lastNameRequired),
  role: string<CreateUserForm['role']>()
    .defined()
    .oneOf([Roles.Employee, Roles.Department], m.roleRequired)
    .required(m.roleRequired),
  userType: string()
    .defined()
    .when('role', { is: Roles.Department, then: (s) => s.required(m.departmentRequired) }),
  password: string()
    .defined()
    .test('length', m.passwordInvalid, (value, ctx) => {
      const { confirmPassword } = ctx.parent as CreateUserForm;
      // The mismatch is the earlier check: the length is judged once both fields agree.
      if (value !== confirmPassword) return true;
      return value.length >= Limits.minPasswordLength;
    }),
  confirmPassword: string()
    .defined()
    .oneOf([ref('password')], m.passwordsMismatch),
});

/** The body of POST /user/create: trimmed names and e-mail; `userType` (the department) for a Department user only. */
export function createUserBodyOf(f: CreateUserForm): Omit<SignupBody, 'encryption'> {
  const role = f.role === Roles.Department ? Roles.Department : Roles.Employee;
  return {
    email: f.email.trim(),
    password: f.password,
    firstName: f.firstName.trim(),
    lastName: f.lastName.trim(),
    role,
    ...(role === Roles.Department ? { userType: f.userType } : {}),
  };
}

const CREATE_USER_FIELDS = Object.keys(EMPTY_CREATE_USER_FORM) as (keyof CreateUserForm)[];

/**
 * The field under which a refusal of the API (400, 409) shows: the one its error body names (`field`: the body's
 * keys are the form's), if any.
 */
export const createUserFieldOf = (error: unknown): keyof CreateUserForm | undefined => formFieldOf(error, CREATE_USER_FIELDS);
