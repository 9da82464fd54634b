import { ApiError } from '@backoffice/api-client';
import { HelpdeskMessages, type AddDepartmentBody } from '@backoffice/contracts';
import { useNotify } from '@backoffice/shell-sdk';
import { LoadError, LoadingState, errorMessage } from '@backoffice/remote-kit';
import { Box, Button, HStack, Heading, Stack, TextField, chakra } from '@backoffice/ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { RecordHistory } from '../../history';
import { useCreateDepartment } from '../api/create-department';
import { useDepartment } from '../api/get-department';
import { useUpdateDepartment } from '../api/update-department';
import { DEPARTMENT_PATHS } from '../department-paths';
import { DEPARTMENT_NAME_MAX, departmentSchema } from './department-schema';

export interface DepartmentFormPageProps {
  /** 'add': /add-department; 'edit': /edit-department/:departmentId (loads the department first). */
  mode: 'add' | 'edit';
}

/**
 * /add-department and /edit-department/{departmentId} (docs/areas/helpdesk.md,
 * "Add and edit department (`/add-department`, `/edit-department/{departmentId}`, SuperAdmin)"): one Name
 * field with Submit and Cancel. A blank name shows 'Department name is required' under the field and as an
 * error toast (docs/areas/helpdesk.md, "Rulings": it is an error, not a success); a taken name (409) shows
 * the API's message the same way. Success: the API's toast ('Department Added Successfully' / 'Department
 * Updated Successfully') and back to /all-departments. The edit screen loads the name first, with a Retry on
 * failure.
 */
export function DepartmentFormPage({ mode }: DepartmentFormPageProps) {
  const notify = useNotify();
  const navigate = useNavigate();
  const { departmentId = '' } = useParams<{ departmentId: string }>();
  const department = useDepartment(mode === 'edit' ? departmentId : undefined);
  const create = useCreateDepartment();
  const update = useUpdateDepartment();

  const {
    control,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { isSubmitting },
  } = useForm<AddDepartmentBody>({ resolver: yupResolver(departmentSchema), defaultValues: { name: '' } });

  // The loaded name fills the form (again after a Retry or a newer answer).
  const loadedName = department.data?.name;
  useEffect(() => {
    if (loadedName !== undefined) reset({ name: loadedName });
  }, [loadedName, reset]);

  const backToList = useCallback(() => navigate(DEPARTMENT_PATHS.list), [navigate]);

  const onSubmit = handleSubmit(
    async ({ name }) => {
      try {
        const result =
          mode === 'add'
            ? await create.mutateAsync({ name })
            : await update.mutateAsync({ name, departmentId });
        notify({
          type: 'success',
          title: result.message || (mode === 'add' ? HelpdeskMessages.departments.added : HelpdeskMessages.departments.updated),
        });
        backToList();
      } catch (err) {
        const message = errorMessage(err);
        // A name problem (blank after all, taken) belongs under the field too.
        if (err instanceof ApiError && (err.status === 409 || err.status === 400)) {
          setError('name', { message }, { shouldFocus: true });
        }
        notify({ type: 'error', title: message });
      }
    },
    (invalid) => {
      notify({ type: 'error', title: invalid.name?.message ?? HelpdeskMessages.departments.nameRequired });
      setFocus('name');
    },
  );

  const title = mode === 'add' ? 'Add Department' : 'Edit Department';

  return (
    <Box p={{ base: '4', md: '6' }} maxW="2xl">
      <Stack gap="5">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        {mode === 'edit' && department.isError ? (
          <LoadError
            title="The department could not be loaded."
            message={errorMessage(department.error)}
            onRetry={() => void department.refetch()}
          >
            <Button size="sm" variant="ghost" onClick={backToList}>
              Back to the list
            </Button>
          </LoadError>
        ) : mode === 'edit' && !department.data ? (
          <LoadingState label="Loading the department…" />
        ) : (
          <chakra.form onSubmit={onSubmit} noValidate>
            <Stack gap="4">
              <TextField control={control} name="name" label="Name" required maxLength={DEPARTMENT_NAME_MAX} autoComplete="off" />
              <HStack gap="3">
                <Button type="submit" colorPalette="blue" loading={isSubmitting}>
                  Submit
                </Button>
                <Button variant="outline" onClick={backToList} disabled={isSubmitting}>
                  Cancel
                </Button>
              </HStack>
            </Stack>
          </chakra.form>
        )}
        {mode === 'edit' && department.isSuccess ? (
          <RecordHistory entityType="department" entityId={departmentId} />
        ) : null}
      </Stack>
    </Box>
  );
}
