import { supportPaths, ticketConfirmedSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * Spends the mailed link's token: the ticket sent in the customer's name joins their account. A query, not a
 * mutation, so the answer is kept under the token: a page mounted again shows it instead of spending the (now
 * used) token a second time.
 */
export function useConfirmTicket(token: string | null) {
  return useQuery({
    queryKey: ['support-confirm', token],
    queryFn: async () =>
      (
        await apiRequest(supportPaths.confirmTicket, {
          method: 'POST',
          body: { token },
          schema: ticketConfirmedSchema,
        })
      ).data,
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
