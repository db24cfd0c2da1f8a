import { type GuestTicketCreated, type GuestTicketRequest, supportPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

// Loaded when the form is sent, like the form's own rules (guest-ticket-form.tsx): the page paints without zod.
const createdAnswer = {
  load: () => import('@portal/contracts/support').then((module) => module.guestTicketCreatedSchema),
};

/** A visitor without an account opens a ticket; the private link to it is e-mailed in the UI language. */
async function openGuestTicket(request: GuestTicketRequest): Promise<GuestTicketCreated> {
  const answer = await apiRequest(supportPaths.guestTickets, {
    method: 'POST',
    body: { ...request, language: currentLanguage() },
    schema: createdAnswer,
  });
  return answer.data;
}

export const useOpenGuestTicket = () => useMutation({ mutationFn: openGuestTicket });
