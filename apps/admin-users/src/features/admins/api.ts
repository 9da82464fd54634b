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
 * POST /user/addAdmin (an existing console user may become an Admin). A 403 `UsersMessages.stepUp.required` is the
 * caller's to handle (`isStepUpRequired` of features/step-up).
 */
export const useAddAdmin = () => useUsersMutation((email: string) => addAdmin(email));
