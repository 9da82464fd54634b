import { addDepartment, ApiError, getDepartmentById, updateDepartment } from '@backoffice/api-client';
import { HelpdeskMessages, type AddDepartmentBody } from '@backoffice/contracts';
import { useNotify } from '@backoffice/shell-sdk';
import { LoadError, LoadingState, errorMessage } from '@backoffice/remote-kit';
import { Box, Button, Field, HStack, Heading, Input, Stack, chakra } from '@backoffice/ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { DEPARTMENT_PATHS } from '../department-paths';
import { DEPARTMENT_NAME_MAX, departmentSchema } from './department-schema';

export interface DepartmentFormPageProps {
  /** 'add': /add-department; 'edit': /edit-department/:departmentId (loads the department first). */
  mode: 'add' | 'edit';
}

type Loaded = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string };

/**
 * /add-department and /edit-department/{departmentId} (spec 1 sections 2, 5, 8; SuperAdmin only): one Name
 * field with Submit and Cancel. A blank name shows 'Department name is required' under the field and as an
 * error toast (DECISIONS.md: it is an error, not a success); a taken name (409) shows the API's message the
 * same way. Success: the API's toast ('Department Added Successfully' / 'Department Updated Successfully') and
 * back to /all-departments. The edit screen loads the name first, with a Retry on failure.
 */
export function DepartmentFormPage({ mode }: DepartmentFormPageProps) {
  const notify = useNotify();
  const navigate = useNavigate();
  const { departmentId = '' } = useParams<{ departmentId: string }>();
  const [loaded, setLoaded] = useState<Loaded>(mode === 'edit' ? { status: 'loading' } : { status: 'ready' });
  const [attempt, setAttempt] = useState(0);

  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<AddDepartmentBody>({ resolver: yupResolver(departmentSchema), defaultValues: { name: '' } });

  useEffect(() => {
    if (mode !== 'edit') return;
    let current = true;
    setLoaded({ status: 'loading' });
    getDepartmentById(departmentId).then(
      (d) => {
        if (!current) return;
        reset({ name: d.name });
        setLoaded({ status: 'ready' });
      },
      (err: unknown) => current && setLoaded({ status: 'error', message: errorMessage(err) }),
    );
    return () => {
      current = false;
    };
  }, [mode, departmentId, attempt, reset]);

  const backToList = useCallback(() => navigate(DEPARTMENT_PATHS.list), [navigate]);

  const onSubmit = handleSubmit(
    async ({ name }) => {
      try {
        const result =
          mode === 'add' ? await addDepartment({ name }) : await updateDepartment({ name, departmentId });
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
        {loaded.status === 'loading' ? (
          <LoadingState label="Loading the department…" />
        ) : loaded.status === 'error' ? (
          <LoadError
            title="The department could not be loaded."
            message={loaded.message}
            onRetry={() => setAttempt((n) => n + 1)}
          >
            <Button size="sm" variant="ghost" onClick={backToList}>
              Back to the list
            </Button>
          </LoadError>
        ) : (
          <chakra.form onSubmit={onSubmit} noValidate>
            <Stack gap="4">
              <Field.Root invalid={Boolean(errors.name)} required>
                <Field.Label>Name</Field.Label>
                <Input {...register('name')} maxLength={DEPARTMENT_NAME_MAX} autoComplete="off" />
                {errors.name ? <Field.ErrorText>{errors.name.message}</Field.ErrorText> : null}
              </Field.Root>
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
      </Stack>
    </Box>
  );
}
