import { listUsers } from '@backoffice/api-client/admin';
import type { UserListQuery } from '@backoffice/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The users tree of the area's queries (docs/frontend-data.md, "Query keys"), shared by /users, /users-all and a
 * user's pages: every user list (/users' and /users-all's, by their query), a user's info, and Create User's
 * department options.
 */
export const usersKeys = {
  all: ['users'] as const,
  list: (q: UserListQuery) => [...usersKeys.all, 'list', q] as const,
  info: (id: string) => [...usersKeys.all, 'info', id] as const,
  departments: ['users', 'department-options'] as const,
};

/**
 * Every user's history: remote-kit's useRecordHistory keys a user's under the audit trail's
 * `['audit', 'user', id]` (docs/areas/platform.md, "Audit trail"), outside the users tree, so a users write
 * invalidates this prefix too.
 */
export const userHistoryKey = ['audit', 'user'] as const;

/** The admins tree (/all-useradmins' pages, by page number): a user made Admin, added, deleted or disabled changes it. */
export const adminsKeys = {
  all: ['admins'] as const,
  list: (page: number, search = '') => [...adminsKeys.all, 'list', page, search] as const,
};

/** One page of users (GET /user/all with `q`); the previous page stays on screen (dimmed) while the next loads. */
export const useUserList = (q: UserListQuery) =>
  useQuery({ queryKey: usersKeys.list(q), queryFn: () => listUsers(q), placeholderData: keepPreviousData });

/**
 * The number of users a list shows for `filters` (a saved view's live count, docs/areas/platform.md, "Saved views"):
 * the list's own request (GET /user/all) with one user a page, and its `total`.
 */
export async function countUsers(filters: Omit<UserListQuery, 'page' | 'limit'>): Promise<number> {
  return (await listUsers({ ...filters, page: 1, limit: 1 })).total;
}

/**
 * A write that changes users (docs/frontend-data.md, "Writes"): once it has answered, success or not (an upload may
 * have created some users before failing), the users and admins trees and the users' histories are asked again, so
 * whichever list, record or History panel is on screen shows the server's state. Every users write of the area goes through it: upload, create, add admin,
 * delete, disable and reactivate, password link, update.
 */
export function useUsersMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => fn(args),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: usersKeys.all }),
        queryClient.invalidateQueries({ queryKey: adminsKeys.all }),
        queryClient.invalidateQueries({ queryKey: userHistoryKey }),
      ]),
  });
}
