import {
  MAIL_PAGE_SIZE,
  MAIL_POLL_MS,
  type MailConversation,
  mailConversationSchema,
  mailPath,
  mailPaths,
} from '@portal/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '@/lib/api-client';
import { mailQueryKeys } from './mail-keys';

export async function getConversation(
  peerId: number,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<MailConversation> {
  const query = new URLSearchParams({ limit: String(MAIL_PAGE_SIZE) });
  if (before !== undefined) query.set('before', String(before));
  const url = `${mailPath(mailPaths.conversation, peerId)}?${query}`;
  return (await apiRequest(url, { schema: mailConversationSchema, ...(signal ? { signal } : {}) })).data;
}

/**
 * The conversation, page by page from the newest ("load earlier" fetches the next older page). It is re-read
 * every 10 s while open and on focus; reading marks the peer's messages read, so the badges are refreshed.
 */
export function useConversation(peerId: number) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: mailQueryKeys.conversation(peerId),
    queryFn: ({ pageParam, signal }) => getConversation(peerId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.has_more ? page.messages.at(-1)?.id : undefined),
    refetchInterval: MAIL_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
  const updatedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!updatedAt) return;
    void queryClient.invalidateQueries({ queryKey: mailQueryKeys.contacts });
    void queryClient.invalidateQueries({ queryKey: mailQueryKeys.unreadCount });
  }, [updatedAt, queryClient]);
  return query;
}
