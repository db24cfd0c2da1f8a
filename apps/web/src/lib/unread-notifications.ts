import { notificationsPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { unlessLive, useLiveConnected } from '@/lib/live-connection';
import { useProfile } from '@/lib/profile';
import { useIsLoggedIn } from '@/lib/session';

// The header's unread counter lives here, not in the notifications feature: the shared header may not import
// a feature, and the feature invalidates this key after marking notifications read.

export const unreadNotificationsQueryKey = ['notifications', 'unread'] as const;
const REFRESH_MS = 60_000;

// The header is in the entry chunk every page loads, and zod is not: the schema loads with the request (as for
// the profile in lib/profile.ts).
const unreadCountAnswer = {
  load: () => import('@portal/contracts/notifications').then((module) => module.unreadCountSchema),
};

async function getUnreadCount(signal?: AbortSignal): Promise<number> {
  const answer = await apiRequest(notificationsPaths.unreadCount, {
    schema: unreadCountAnswer,
    ...(signal ? { signal } : {}),
  });
  return answer.data.unread;
}

/**
 * How many notifications are unread; refreshed on window focus and every minute while logged in, except
 * while the live stream is open: its notification events carry the count.
 */
export function useUnreadNotifications(): number {
  const isLoggedIn = useIsLoggedIn();
  const isLive = useLiveConnected();
  // Only once the profile lookup has accepted the token: a rejected token then answers one 401 (the guard's),
  // not two racing redirects.
  const { data: profile } = useProfile();
  const query = useQuery({
    queryKey: unreadNotificationsQueryKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    enabled: isLoggedIn && Boolean(profile),
    refetchInterval: unlessLive(isLive, REFRESH_MS),
    refetchOnWindowFocus: 'always',
  });
  return isLoggedIn ? (query.data ?? 0) : 0;
}
