import { addAdmin, listAdmins } from '@backoffice/api-client/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { usersKeys } from '../users/api';

/** The admins pages' queries (docs/frontend-data.md, "Query keys"): one tree rooted at ['admins']. */
export const adminsKeys = {
  all: ['admins'] as const,
  list: (page: number) => [...adminsKeys.all, 'list', page] as const,
};

/** One page of admins (10 per page, oldest first); the previous page stays on screen while the next loads. */
export const useAdminList = (page: number) =>
  useQuery({ queryKey: adminsKeys.list(page), queryFn: () => listAdmins(page), placeholderData: keepPreviousData });

/**
 * POST /user/addAdmin. A success refreshes the admins and the user lists (an existing console user may have become
 * an Admin). A 403 `UsersMessages.stepUp.required` is the caller's to handle ({@link isStepUpRequired}).
 */
export const useAddAdmin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => addAdmin(email),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminsKeys.all }),
        queryClient.invalidateQueries({ queryKey: usersKeys.all }),
      ]);
    },
  });
};
