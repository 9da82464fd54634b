import { removeDepartment, type DepartmentListItem } from '@backoffice/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departmentKeys } from './department-keys';

/**
 * DELETE /department/removeDepartment/{id}. On success the department leaves every cached list at once (the
 * page shows the row gone without a reload) and all department queries are marked stale, so each is asked
 * again the next time it is shown.
 */
export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (departmentId: string) => removeDepartment(departmentId),
    onSuccess: (_result, departmentId) => {
      queryClient.setQueriesData<DepartmentListItem[]>({ queryKey: departmentKeys.lists() }, (list) =>
        list?.filter((d) => d._id !== departmentId),
      );
      queryClient.removeQueries({ queryKey: departmentKeys.detail(departmentId) });
      return queryClient.invalidateQueries({ queryKey: departmentKeys.all, refetchType: 'none' });
    },
  });
}
