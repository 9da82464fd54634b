import { addAdmin, listAdmins } from '@backoffice/api-client/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminsKeys, useUsersMutation } from '../shared/api';

/**
 * One page of admins (10 per page, oldest first), searched by the start of a name or the e-mail when `search` is
 * given; the previous page stays on screen while the next loads.
 */
export const useAdminList = (page: number, search = '') =>
  useQuery({ queryKey: adminsKeys.list(page, search), queryFn: () => (search ? listAdmins(page, search) : listAdmins(page)), placeholderData: keepPreviousData });

/**
 * The number of admins the list shows for `search` (a saved view's live count, docs/areas/platform.md, "Saved
 * views"): the list's own first page (POST /user/adminList takes no page size; its 10 rows are cheap) and its
 * `total`.
 */
export async function countAdmins(search = ''): Promise<number> {
  return (await (search ? listAdmins(1, search) : listAdmins(1))).total;
}

/**
 * POST /user/addAdmin (an existing console user may become an Admin). A 403 `UsersMessages.stepUp.required` is the
 * caller's to handle (`isStepUpRequired` of features/step-up).
 */
export const useAddAdmin = () => useUsersMutation((email: string) => addAdmin(email));
