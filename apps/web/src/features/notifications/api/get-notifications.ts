import { notificationsListResponseSchema, notificationsPaths } from '@portal/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const notificationsQueryKey = ['notifications', 'list'] as const;

async function getNotificationsPage(page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), per_page: String(NOTIFICATIONS_PAGE_SIZE) });
  const answer = await apiRequest<unknown>(`${notificationsPaths.list}?${query}`, signal ? { signal } : {});
  return notificationsListResponseSchema.parse(answer);
}

/** The customer's notifications, newest first, a page at a time ("show more" loads the next). */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationsQueryKey,
    queryFn: ({ pageParam, signal }) => getNotificationsPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * NOTIFICATIONS_PAGE_SIZE < last.total ? pages.length + 1 : undefined,
  });
}
