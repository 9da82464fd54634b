import { formFieldOf } from '@backoffice/api-client';
import { PASSWORD_MIN_LENGTH, UsersMessages } from '@backoffice/contracts/constants';
import type { UpdateUserInfoBody, UserSummary } from '@backoffice/contracts';
import { object, string, type ObjectSchema } from 'yup';

/** The Edit User form (docs/areas/users.md, "Screens"): names, and an optional new password typed twice. */
export interface EditUserForm {
  firstName: string;
  lastName: string;
  passwordNew: string;
  passwordConfirm: string;
}

export const formOfUser = (u: UserSummary): EditUserForm => ({ firstName: u.firstName, lastName: u.lastName, passwordNew: '', passwordConfirm: '' });

/**
 * The rules, down the form: first and last name required; the new password may stay empty, otherwise it has 6 or
 * more characters and the confirmation repeats it (an empty new password with a typed confirmation is a mismatch).
 */
export const editUserSchema: ObjectSchema<EditUserForm> = object({
  firstName: string().defined().trim().required(UsersMessages.edit.firstNameRequired),
  lastName: string().defined().trim().required(UsersMessages.edit.lastNameRequired),
  passwordNew: string()
    .defined()
    .test('length', UsersMessages.create.passwordInvalid, (v) => !v || v.length >= PASSWORD_MIN_LENGTH),
  passwordConfirm: string()
    .defined()
    .test('match', UsersMessages.create.passwordsMismatch, (v, ctx) => (v ?? '') === ((ctx.parent as EditUserForm).passwordNew ?? '')),
});

/** PUT /user/info/{id}'s body from Edit User: trimmed names, and `passwordNew` only when one was typed. */
export const editBodyOf = (f: EditUserForm): UpdateUserInfoBody => ({
  firstName: f.firstName.trim(),
  lastName: f.lastName.trim(),
  ...(f.passwordNew ? { passwordNew: f.passwordNew } : {}),
});

/** The field that shows a refusal the API answered (400): the one its error body names (`field`), if the form has it. */
export const editFieldOf = (error: unknown): keyof EditUserForm | undefined => formFieldOf(error, ['firstName', 'lastName', 'passwordNew']);
