import { GUEST_TOKEN_HEADER, supportPaths, type TicketDetail, ticketDetailSchema } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiRequest } from '@/lib/api-client';
import { ticketFormData } from './ticket-mutations';

// The thread behind a guest's private link: every call carries the link's token in its header, never the URL.

const tokenHeaders = (token: string) => ({ [GUEST_TOKEN_HEADER]: token });
export const guestTicketQueryKey = (token: string) => ['support-guest-ticket', token] as const;

/** A guest has no live event stream: the thread is read again now and then while the page is open. */
const REFRESH_MS = 60_000;

async function getGuestTicket(token: string, signal?: AbortSignal): Promise<TicketDetail> {
  const answer = await apiRequest(supportPaths.guestTicket, {
    headers: tokenHeaders(token),
    schema: ticketDetailSchema,
    ...(signal ? { signal } : {}),
  });
  return answer.data;
}

export function useGuestTicket(token: string) {
  return useQuery({
    queryKey: guestTicketQueryKey(token),
    queryFn: ({ signal }) => getGuestTicket(token, signal),
    refetchInterval: REFRESH_MS,
  });
}

/** The guest's reply (with up to five files); the fresh thread the server answers replaces the cached one. */
export function useReplyAsGuest(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ message, files }: { message: string; files: readonly File[] }) => {
      const answer = await apiRequest(supportPaths.guestMessages, {
        method: 'POST',
        headers: tokenHeaders(token),
        body: ticketFormData({ message }, files),
        schema: ticketDetailSchema,
      });
      return answer.data;
    },
    onSuccess: (ticket) => queryClient.setQueryData(guestTicketQueryKey(token), ticket),
  });
}

export const getGuestAttachment = (token: string, attachmentId: number, signal?: AbortSignal) =>
  apiBlob(
    supportPaths.guestAttachment.replace(':attachment_id', String(attachmentId)),
    signal,
    tokenHeaders(token),
  );
