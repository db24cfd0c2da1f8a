import { type TelegramStatus, telegramPaths, telegramStatusSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** While the page waits for the bot to receive the code, it asks this often whether the link is there. */
export const TELEGRAM_POLL_MS = 3000;

export const telegramStatusQueryKey = ['telegram', 'status'] as const;

export async function getTelegramStatus(signal?: AbortSignal): Promise<TelegramStatus> {
  return (
    await apiRequest(telegramPaths.status, { schema: telegramStatusSchema, ...(signal ? { signal } : {}) })
  ).data;
}

/** The link state; polled while the bot is available and the chat is not linked yet. */
export function useTelegramStatus() {
  return useQuery({
    queryKey: telegramStatusQueryKey,
    queryFn: ({ signal }) => getTelegramStatus(signal),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.available && !query.state.data.connected ? TELEGRAM_POLL_MS : false,
  });
}
