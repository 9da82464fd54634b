import { markNotificationsRead } from '@backoffice/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from './get-notifications';

/**
 * PUT /notification/read (opening the bell, spec 1 section 4): all read. The list is loaded again whatever the
 * answer, so the badge keeps the server's truth.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markNotificationsRead(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
