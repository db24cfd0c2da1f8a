import { type GuestTicketCreated, type GuestTicketRequest, supportPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/** A visitor without an account opens a ticket; the private link to it is e-mailed in the UI language. */
async function openGuestTicket(request: GuestTicketRequest): Promise<GuestTicketCreated> {
  const answer = await apiRequest<GuestTicketCreated>(supportPaths.guestTickets, {
    method: 'POST',
    body: { ...request, language: currentLanguage() },
  });
  return answer.data;
}

export const useOpenGuestTicket = () => useMutation({ mutationFn: openGuestTicket });
