import { addDepartment } from '@backoffice/api-client';
import type { AddDepartmentBody } from '@backoffice/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departmentKeys } from './department-keys';

/** POST /department/addDepartment; on success every department list is stale (a new name in it). */
export function useCreateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddDepartmentBody) => addDepartment(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentKeys.lists() }),
  });
}
