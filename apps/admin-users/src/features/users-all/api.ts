import {
  decideDepartmentRequest,
  exportUsers,
  getUserInfo,
  removeUser,
  sendPasswordLink,
  setAccountExpiry,
  updateUserInfo,
} from '@backoffice/api-client/admin';
import { listChains, listHotels } from '@backoffice/api-client/hotels';
import type { UpdateUserInfoBody, UserListQuery } from '@backoffice/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { usersKeys, useUsersMutation } from '../shared/api';

// The queries and writes of /users-all and a user's pages; the users tree, the list and the writes' refresh are
// shared with the other users pages (../shared/api).

/** Role management's choices (chains, hotels): a tree of their own, ['user-roles'], kept for 5 minutes. */
export const roleOptionKeys = {
  chains: ['user-roles', 'chains'] as const,
  hotels: ['user-roles', 'hotels'] as const,
};

/** One user (GET /user/info/{id}); an ApiError 404 when deleted or unknown. */
export const useUser = (id: string) => useQuery({ queryKey: usersKeys.info(id), queryFn: () => getUserInfo(id), enabled: !!id });

/** The property chains (POST /admin/commission/list), for role management's Property Chain select. */
export const useChainChoices = () => useQuery({ queryKey: roleOptionKeys.chains, queryFn: () => listChains(), staleTime: 5 * 60_000 });

/** Every hotel with its chain (GET /hotel/list without a page), for role management's Hotels. */
export const useHotelChoices = () => useQuery({ queryKey: roleOptionKeys.hotels, queryFn: () => listHotels({}), staleTime: 5 * 60_000 });

/** PUT /user/removeUser/{id}: deletes the user (soft). */
export const useRemoveUser = () => useUsersMutation((id: string) => removeUser(id));
/** POST /user/passwordLink/{id}: e-mails the user a link to set a new password. */
export const useSendPasswordLink = () => useUsersMutation((id: string) => sendPasswordLink(id));
/** Disables from `expireDate` ('YYYY-MM-DD'), or reactivates with `null`. */
export const useSetAccountExpiry = () => useUsersMutation(({ id, expireDate }: { id: string; expireDate: string | null }) => setAccountExpiry(id, expireDate));
/** PUT /user/departmentRequest/{id}: approves or refuses a self sign-up's department request. */
export const useDecideDepartmentRequest = () =>
  useUsersMutation(({ id, decision }: { id: string; decision: 'approve' | 'refuse' }) => decideDepartmentRequest(id, decision));
/** PUT /user/info/{id}: Edit User's names and password, role management's type, chain and hotels. */
export const useUpdateUser = () => useUsersMutation(({ id, body }: { id: string; body: UpdateUserInfoBody }) => updateUserInfo(id, body));

/** The export of the filtered list (no paging): `{ blob, fileName }` as the API named it. */
export const useExportUsers = () => useMutation({ mutationFn: (q: Omit<UserListQuery, 'page' | 'limit'>) => exportUsers(q) });
