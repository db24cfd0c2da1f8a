import {
  type AuthHistoryEntry,
  authHistoryEntrySchema,
  noDataSchema,
  securityPaths,
} from '@portal/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';

export const authHistoryQueryKey = ['auth-history'] as const;

const historySchema = authHistoryEntrySchema.array();

export async function getAuthHistory(signal?: AbortSignal): Promise<AuthHistoryEntry[]> {
  return (
    await apiRequest(securityPaths.authHistory, { schema: historySchema, ...(signal ? { signal } : {}) })
  ).data;
}

// Sessions end from other devices at any time: every visit asks the server again, which also lets a
// session ended elsewhere meet its 401 at once.
export const authHistoryQueryOptions = () =>
  queryOptions({
    queryKey: authHistoryQueryKey,
    queryFn: ({ signal }) => getAuthHistory(signal),
    staleTime: 0,
  });

export function useAuthHistory() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...authHistoryQueryOptions(), enabled: isLoggedIn });
}

export async function endSession(sessionId: string): Promise<void> {
  const path = securityPaths.authHistoryEntry.replace(':session_id', encodeURIComponent(sessionId));
  await apiRequest(path, { method: 'DELETE', schema: noDataSchema });
}

export async function endOtherSessions(): Promise<void> {
  await apiRequest(securityPaths.authHistory, { method: 'DELETE', schema: noDataSchema });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authHistoryQueryKey }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: authHistoryQueryKey }),
  });
}
