import { addAdmin, listAdmins } from '@backoffice/api-client/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminsKeys, useUsersMutation } from '../shared/api';

/** One page of admins (10 per page, oldest first); the previous page stays on screen while the next loads. */
export const useAdminList = (page: number) =>
  useQuery({ queryKey: adminsKeys.list(page), queryFn: () => listAdmins(page), placeholderData: keepPreviousData });

/**
 * POST /user/addAdmin (an existing console user may become an Admin). A 403 `UsersMessages.stepUp.required` is the
 * caller's to handle (`isStepUpRequired` of features/step-up).
 */
export const useAddAdmin = () => useUsersMutation((email: string) => addAdmin(email));
