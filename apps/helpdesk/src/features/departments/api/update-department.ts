import { updateDepartment } from '@backoffice/api-client';
import type { UpdateDepartmentBody } from '@backoffice/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departmentKeys } from './department-keys';

/** PUT /department/updateDepartment; on success the lists and that department are stale (its new name). */
export function useUpdateDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDepartmentBody) => updateDepartment(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: departmentKeys.all }),
  });
}
