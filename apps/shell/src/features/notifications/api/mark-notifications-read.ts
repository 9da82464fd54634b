import { markNotificationsRead } from '@backoffice/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationKeys } from './get-notifications';

/**
 * POST /ticket/update-notification (opening the bell, docs/areas/platform.md, "Notifications (the bell)"): all read.
 * The list is loaded again whatever the answer, so the badge keeps the server's truth.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markNotificationsRead(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
