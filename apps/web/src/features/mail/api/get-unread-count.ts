import { MAIL_POLL_MS, mailPaths, mailUnreadCountSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';
import { mailQueryKeys } from './mail-keys';

export async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  return (
    await apiRequest(mailPaths.unreadCount, { schema: mailUnreadCountSchema, ...(signal ? { signal } : {}) })
  ).data.count;
}

/** Unread messages from other customers, for a badge wherever the mail page is linked. */
export function useMailUnreadCount(): number {
  const isLoggedIn = useIsLoggedIn();
  const query = useQuery({
    queryKey: mailQueryKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: isLoggedIn,
    refetchInterval: MAIL_POLL_MS,
    refetchOnWindowFocus: true,
  });
  return query.data ?? 0;
}
