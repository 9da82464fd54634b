import { HelpdeskMessages, type AddDepartmentBody } from '@backoffice/contracts';
import { FormPage, RecordGate, statusOf, useAction, useBackTo, type BackLink } from '@backoffice/remote-kit';
import { Box, Button, TextField } from '@backoffice/ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { RecordHistory } from '../history';
import { departmentSlaHref } from '../sla/sla-paths';
import { useCreateDepartment, useDepartment, useUpdateDepartment } from './api';
import { DEPARTMENT_PATHS } from './department-paths';
import { DEPARTMENT_NAME_MAX, departmentSchema } from './department-schema';

export interface DepartmentFormPageProps {
  /** 'add': /add-department; 'edit': /edit-department/:departmentId (loads the department first). */
  mode: 'add' | 'edit';
}

/** The way back of both forms (the list the user came from wins, with its filters and page). */
const BACK: BackLink = { to: DEPARTMENT_PATHS.list, label: 'Back to departments' };
const MAX_W = '2xl';

/** ours: the error toast's titles when the API gives no message of its own. */
export const DEPARTMENT_NOT_SAVED = 'The department could not be saved.';

/**
 * /add-department and /edit-department/{departmentId} (docs/areas/helpdesk.md,
 * "Add and edit department (`/add-department`, `/edit-department/{departmentId}`, SuperAdmin)"): one Name
 * field with Submit and Cancel, on the kit's FormPage. A blank or too long name shows its message under the field
 * (an error, docs/areas/helpdesk.md "Rulings"), and so does a taken name (409) or another refusal of the name
 * (400): once, beside the field, never repeated as a toast (shared DECISIONS "Validation messages"). Success: the
 * API's toast ('Department Added Successfully' / 'Department Updated Successfully') and back to the list. The edit
 * screen loads the department first: a 404 says 'Department not found' with the way back, another failure offers
 * Retry; the SuperAdmin sees its History under the form.
 */
export function DepartmentFormPage({ mode }: DepartmentFormPageProps) {
  return mode === 'add' ? <DepartmentForm /> : <EditDepartment />;
}

function EditDepartment() {
  const { departmentId = '' } = useParams<{ departmentId: string }>();
  const department = useDepartment(departmentId);
  return (
    <RecordGate
      frame={{ title: 'Edit Department', back: BACK, maxW: MAX_W }}
      query={department}
      noun="department"
      missing={HelpdeskMessages.departments.notFound}
      keyOf={(d) => d._id}
    >
      {(d) => (
        <>
          <DepartmentForm department={d} />
          <Box px={{ base: '4', md: '6' }} pb="6" maxW={MAX_W}>
            <Button asChild variant="outline" size="sm" mb="4">
              <RouterLink to={departmentSlaHref(d._id)}>SLA & business hours</RouterLink>
            </Button>
            <RecordHistory entityType="department" entityId={d._id} />
          </Box>
        </>
      )}
    </RecordGate>
  );
}

/** The form: a new department without `department`, else that department's edit. */
function DepartmentForm({ department }: { department?: { _id: string; name: string } }) {
  const navigate = useNavigate();
  const back = useBackTo(BACK) ?? BACK;
  const form = useForm<AddDepartmentBody>({
    resolver: yupResolver(departmentSchema),
    defaultValues: { name: department?.name ?? '' },
  });
  const { setError } = form;
  // A refusal of the name (blank after all, too long, taken) belongs under the field, and only there.
  const onError = useCallback(
    (error: unknown, message: string) => {
      const status = statusOf(error);
      if (status !== 400 && status !== 409) return false;
      setError('name', { message }, { shouldFocus: true });
      return true;
    },
    [setError],
  );
  const create = useAction(useCreateDepartment(), {
    success: (result) => result.message || HelpdeskMessages.departments.added,
    failure: DEPARTMENT_NOT_SAVED,
    onError,
  });
  const update = useAction(useUpdateDepartment(), {
    success: (result) => result.message || HelpdeskMessages.departments.updated,
    failure: DEPARTMENT_NOT_SAVED,
    onError,
  });

  const submit = async ({ name }: AddDepartmentBody) => {
    const result = department ? await update.run({ name, departmentId: department._id }) : await create.run({ name });
    if (result) navigate(back.to);
    return result;
  };

  return (
    <FormPage
      title={department ? 'Edit Department' : 'Add Department'}
      back={BACK}
      maxW={MAX_W}
      form={form}
      onSubmit={submit}
      submitLabel="Submit"
    >
      <TextField control={form.control} name="name" label="Name" required maxLength={DEPARTMENT_NAME_MAX} autoComplete="off" />
    </FormPage>
  );
}
