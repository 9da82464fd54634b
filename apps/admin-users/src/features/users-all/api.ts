import { getAuditHistory } from '@backoffice/api-client';
import {
  exportUsers,
  getUserInfo,
  listUsers,
  removeUser,
  sendPasswordLink,
  setAccountExpiry,
  updateUserInfo,
} from '@backoffice/api-client/admin';
import { listChains, listHotels } from '@backoffice/api-client/hotels';
import type { UpdateUserInfoBody, UserListQuery } from '@backoffice/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/**
 * The users screens' queries and mutations (docs/areas/users.md, "Screens"): one tree rooted at ['users'] (the
 * lists, /users' included, a user's info and history); every write invalidates the whole tree and the admins list's
 * ['admins'], so whichever list or record is on screen is asked again. The role management choices (chains, hotels) have a tree of their own, ['user-roles'],
 * kept for 5 minutes.
 */
export const usersKeys = {
  all: ['users'] as const,
  list: (q: UserListQuery) => [...usersKeys.all, 'all', q] as const,
  info: (id: string) => [...usersKeys.all, 'info', id] as const,
  history: (id: string) => [...usersKeys.all, 'history', id] as const,
};
export const roleOptionKeys = {
  chains: ['user-roles', 'chains'] as const,
  hotels: ['user-roles', 'hotels'] as const,
};

/** One page of /users-all; the previous page stays on screen (dimmed) while the next loads. */
export const useUsers = (q: UserListQuery) => useQuery({ queryKey: usersKeys.list(q), queryFn: () => listUsers(q), placeholderData: keepPreviousData });

/** One user (GET /user/info/{id}); an ApiError 404 when deleted or unknown. */
export const useUser = (id: string) => useQuery({ queryKey: usersKeys.info(id), queryFn: () => getUserInfo(id), enabled: !!id });

/** The user's audit trail, newest first. */
export const useUserHistory = (id: string) =>
  useQuery({ queryKey: usersKeys.history(id), queryFn: () => getAuditHistory({ entityType: 'user', entityId: id }), enabled: !!id });

/** The property chains (POST /admin/commission/list), for role management's Property Chain select. */
export const useChainChoices = () => useQuery({ queryKey: roleOptionKeys.chains, queryFn: () => listChains(), staleTime: 5 * 60_000 });

/** Every hotel with its chain (GET /hotel/list without a page), for role management's Hotels. */
export const useHotelChoices = () => useQuery({ queryKey: roleOptionKeys.hotels, queryFn: () => listHotels({}), staleTime: 5 * 60_000 });

/** The admins page's tree (features/admins): a user made Admin, deleted or disabled changes it too. */
const ADMINS_KEY = ['admins'] as const;

/** A write that refreshes the users and admins trees once it has answered (success or not: the server's state shows). */
function useUsersMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: A) => fn(args),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: usersKeys.all }), queryClient.invalidateQueries({ queryKey: ADMINS_KEY })]),
  });
}

export const useRemoveUser = () => useUsersMutation((id: string) => removeUser(id));
export const useSendPasswordLink = () => useUsersMutation((id: string) => sendPasswordLink(id));
/** Disables from `expireDate` ('YYYY-MM-DD'), or reactivates with `null`. */
export const useSetAccountExpiry = () => useUsersMutation(({ id, expireDate }: { id: string; expireDate: string | null }) => setAccountExpiry(id, expireDate));
export const useUpdateUser = () => useUsersMutation(({ id, body }: { id: string; body: UpdateUserInfoBody }) => updateUserInfo(id, body));

/** The export of the filtered list (no paging): `{ blob, fileName }` as the API named it. */
export const useExportUsers = () => useMutation({ mutationFn: (q: Omit<UserListQuery, 'page' | 'limit'>) => exportUsers(q) });
