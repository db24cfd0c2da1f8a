import { supportPaths, ticketConfirmedSchema } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Spends the mailed link's token: the ticket sent in the customer's name joins their account. */
export function useConfirmTicket() {
  return useMutation({
    mutationFn: async (token: string) =>
      (
        await apiRequest(supportPaths.confirmTicket, {
          method: 'POST',
          body: { token },
          schema: ticketConfirmedSchema,
        })
      ).data,
  });
}
