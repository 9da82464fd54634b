import { createUser, listDepartmentOptions, listUsers, uploadUsers } from '@backoffice/api-client/admin';
import type { SignupBody, UserListQuery } from '@backoffice/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The users pages' queries (docs/frontend-data.md, "Query keys"): one tree rooted at ['users'], shared with
 * /users-all, so that an upload or a new user refreshes both lists.
 */
export const usersKeys = {
  all: ['users'] as const,
  list: (q: UserListQuery) => [...usersKeys.all, 'list', q] as const,
  departments: ['users', 'department-options'] as const,
};

/** One page of users; the previous page stays on screen (dimmed) while the next loads. */
export const useUserList = (q: UserListQuery) =>
  useQuery({ queryKey: usersKeys.list(q), queryFn: () => listUsers(q), placeholderData: keepPreviousData });

/** The departments of Create User's Department select, asked only while `enabled` (role Department). */
export const useDepartmentOptions = (enabled: boolean) =>
  useQuery({ queryKey: usersKeys.departments, queryFn: () => listDepartmentOptions(), enabled });

/**
 * POST /user/uploadExcelUsers with the upload's progress (0–1) given to `onProgress`; the user lists are asked
 * again afterwards, whatever the answer (a sheet may have created some users before a failure).
 */
export const useUploadUsers = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) => uploadUsers(file, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
};

/** POST /user/create (Create User); the user lists are asked again after a success. */
export const useCreateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupBody) => createUser(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKeys.all }),
  });
};
