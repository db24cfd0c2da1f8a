import { notificationReadPath, notificationsPaths, unreadCountSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { unreadNotificationsQueryKey } from '@/lib/unread-notifications';
import { notificationsQueryKey } from './get-notifications';

/** After marking, both the list (read markers) and the header's counter are out of date. */
function useRefreshAfterRead() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
      queryClient.invalidateQueries({ queryKey: unreadNotificationsQueryKey }),
    ]);
}

export function useMarkRead() {
  const onSuccess = useRefreshAfterRead();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(notificationReadPath(id), { method: 'POST', schema: unreadCountSchema }),
    onSuccess,
  });
}

export function useMarkAllRead() {
  const onSuccess = useRefreshAfterRead();
  return useMutation({
    mutationFn: () => apiRequest(notificationsPaths.readAll, { method: 'POST', schema: unreadCountSchema }),
    onSuccess,
  });
}
