/**
 * The rules of one uploaded row (docs/areas/users.md, "Upload"): Create User's, in its order, on the text of the
 * row's cells, after the text rule every request has (no control character, no lone surrogate). The first failing
 * rule is the row's reason. The rules that need other rows or the database (the same e-mail earlier in the sheet,
 * an e-mail that has an account) are the importer's.
 */
import { refusedTextKind, refusedTextMessage } from '@backoffice/api-server';
import {
  CONTROL_CHARACTER,
  EMAIL_MAX_LENGTH,
  LONE_SURROGATE,
  PERSON_NAME_MAX_LENGTH,
  USER_UPLOAD_COLUMNS,
  UsersMessages,
} from '@backoffice/contracts';
import { fullFormats } from 'ajv-formats/dist/formats';
import { UPLOAD_FIELDS, type UploadField } from './sheet';

/**
 * The reason a cell's text is refused by the rule every request's text has (docs/api-database.md, "Input every
 * route refuses"; the contract's CONTROL_CHARACTER and LONE_SURROGATE), or null.
 * @param column the column as the sheet's header names it (USER_UPLOAD_COLUMNS: `First Name`).
 * @returns e.g. `First Name contains a control character`, `Email contains an invalid character`.
 */
export function refusedCellText(column: string, text: string): string | null {
  const kind = refusedTextKind(text);
  return kind && refusedTextMessage(column, kind);
}

const CONTROL_CHARACTERS = new RegExp(CONTROL_CHARACTER.source, 'g');
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * A cell's text as a report may show and store it: each control character and lone surrogate replaced by U+FFFD
 * (PostgreSQL's JSON refuses U+0000 and lone surrogates; the others have no place on a screen).
 */
export const reportableText = (text: string): string => text.replace(CONTROL_CHARACTERS, '\uFFFD').replace(LONE_SURROGATES, '\uFFFD');

/** The API's e-mail check (the `email` format every body schema uses, as Fastify's validator has it). */
const EMAIL_FORMAT = fullFormats.email as RegExp;

/** What would make a spreadsheet program read the text as a formula when it is exported or copied again. */
const FORMULA_START = /^[=+\-@]/;

/** Whether `email` (trimmed, lower case) is an e-mail address the API takes, and not formula-like. */
export function isUploadEmail(email: string): boolean {
  return email.length <= EMAIL_MAX_LENGTH && !FORMULA_START.test(email) && EMAIL_FORMAT.test(email);
}

/** A live department, by the name shown. */
export interface DepartmentRef {
  id: string;
  name: string;
}

/** A row that passed the row rules: the account to create. */
export interface UploadUser {
  /** Trimmed, lower case. */
  email: string;
  firstName: string;
  lastName: string;
  role: 'Employee' | 'Department';
  departmentId: string | null;
}

export type RowCheck = { ok: true; user: UploadUser } | { ok: false; reason: string };

/** The key departments are found by: trimmed, lower case. */
export const departmentKey = (name: string) => name.trim().toLowerCase();

/**
 * Checks a row: first every cell's text against the rule of every request ({@link refusedCellText}, in the columns'
 * order), then in Create User's order: e-mail required, its shape (and no formula start), the role (`Employee`
 * or `Department`, without case; empty means Employee), the names (trimmed; none may start like a formula or be
 * longer than PERSON_NAME_MAX_LENGTH; they may be empty), and a Department user's department (by name, without
 * case, among `departments`).
 * @param departments live departments by {@link departmentKey}.
 */
export function checkUploadRow(values: Readonly<Record<UploadField, string>>, departments: ReadonlyMap<string, DepartmentRef>): RowCheck {
  const refuse = (reason: string): RowCheck => ({ ok: false, reason });
  for (const [i, field] of UPLOAD_FIELDS.entries()) {
    const refused = refusedCellText(USER_UPLOAD_COLUMNS[i], values[field]);
    if (refused) return refuse(refused);
  }
  const email = values.email.trim().toLowerCase();
  if (!email) return refuse(UsersMessages.create.emailRequired);
  if (!isUploadEmail(email)) return refuse(UsersMessages.create.emailInvalid);

  const roleText = values.role.trim().toLowerCase();
  const role = roleText === '' || roleText === 'employee' ? 'Employee' : roleText === 'department' ? 'Department' : null;
  if (!role) return refuse(UsersMessages.upload.roleInvalid);

  const firstName = values.firstName.trim();
  const lastName = values.lastName.trim();
  for (const name of [firstName, lastName]) {
    if (FORMULA_START.test(name)) return refuse(UsersMessages.upload.nameUnsafe);
    if (name.length > PERSON_NAME_MAX_LENGTH) return refuse(UsersMessages.upload.nameTooLong);
  }

  let departmentId: string | null = null;
  if (role === 'Department') {
    const key = departmentKey(values.department);
    if (!key) return refuse(UsersMessages.create.departmentRequired);
    const department = departments.get(key);
    if (!department) return refuse(UsersMessages.upload.departmentNotFound);
    departmentId = department.id;
  }
  return { ok: true, user: { email, firstName, lastName, role, departmentId } };
}
