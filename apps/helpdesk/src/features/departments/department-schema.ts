import { DEPARTMENT_NAME_MAX_LENGTH, HelpdeskMessages, type AddDepartmentBody } from '@backoffice/contracts';
import { object, string, type ObjectSchema } from 'yup';

/** Longest name the API accepts, in characters (libs/contracts). */
export const DEPARTMENT_NAME_MAX = DEPARTMENT_NAME_MAX_LENGTH;

/** The add/edit department form, typed from the API's body so the two cannot drift; the messages are the API's. */
export const departmentSchema: ObjectSchema<AddDepartmentBody> = object({
  name: string()
    .trim()
    .required(HelpdeskMessages.departments.nameRequired)
    .max(DEPARTMENT_NAME_MAX, HelpdeskMessages.departments.nameTooLong),
});
