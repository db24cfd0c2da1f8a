import { notificationsListResponseSchema, notificationsPaths } from '@portal/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const notificationsQueryKey = ['notifications', 'list'] as const;

// The client checks the envelope's data; the counters beside it (total, unread) are checked here.
const itemsSchema = notificationsListResponseSchema.shape.data;
const countersSchema = notificationsListResponseSchema.pick({ total: true, unread: true });

async function getNotificationsPage(page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), per_page: String(NOTIFICATIONS_PAGE_SIZE) });
  const answer = await apiRequest(`${notificationsPaths.list}?${query}`, {
    schema: itemsSchema,
    ...(signal ? { signal } : {}),
  });
  return { data: answer.data, ...countersSchema.parse(answer) };
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
