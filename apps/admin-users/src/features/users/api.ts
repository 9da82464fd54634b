import { createUser, listDepartmentOptions, uploadUsers } from '@backoffice/api-client/admin';
import type { SignupBody } from '@backoffice/contracts';
import { useQuery } from '@tanstack/react-query';
import { usersKeys, useUsersMutation } from '../shared/api';

/** The departments of Create User's Department select, asked only while `enabled` (role Department). */
export const useDepartmentOptions = (enabled: boolean) =>
  useQuery({ queryKey: usersKeys.departments, queryFn: () => listDepartmentOptions(), enabled });

/** POST /user/uploadExcelUsers with the upload's progress (0–1) given to `onProgress`. */
export const useUploadUsers = () =>
  useUsersMutation(({ file, onProgress }: { file: File; onProgress?: (fraction: number) => void }) => uploadUsers(file, onProgress));

/** POST /user/create (Create User). */
export const useCreateUser = () => useUsersMutation((body: SignupBody) => createUser(body));
