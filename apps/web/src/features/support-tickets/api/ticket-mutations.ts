import {
  type CreateTicketRequest,
  supportPaths,
  type TicketDetail,
  type TicketRatingRequest,
  ticketDetailSchema,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ticketQueryKey, ticketsQueryKey } from './get-tickets';

const pathOf = (template: string, id: number) => template.replace(':id', String(id));

/** The API takes a ticket or a reply as multipart/form-data: its text fields plus up to five `attachments`. */
export function ticketFormData(fields: Record<string, string>, files: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('attachments', file, file.name);
  return form;
}

const postForDetail = async (path: string, body: FormData | object) => {
  const answer = await apiRequest(path, { method: 'POST', body, schema: ticketDetailSchema });
  return answer.data;
};

export type NewTicket = { fields: CreateTicketRequest; files: readonly File[] };

export function openTicket({ fields, files }: NewTicket): Promise<TicketDetail> {
  const text: Record<string, string> = {
    department: fields.department,
    subject: fields.subject,
    message: fields.message,
  };
  if (fields.kb_article) text.kb_article = fields.kb_article;
  if (fields.service) {
    text.service_kind = fields.service.kind;
    text.service_id = String(fields.service.id);
  }
  return postForDetail(supportPaths.tickets, ticketFormData(text, files));
}

/** Puts the server's fresh thread in the cache and makes the list stale. */
function useTicketMutation<Input>(request: (input: Input) => Promise<TicketDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketQueryKey(ticket.id), ticket);
      void queryClient.invalidateQueries({ queryKey: ticketsQueryKey, exact: true });
    },
  });
}

export const useOpenTicket = () => useTicketMutation(openTicket);

export const useReplyToTicket = (id: number) =>
  useTicketMutation(({ message, files }: { message: string; files: readonly File[] }) =>
    postForDetail(pathOf(supportPaths.messages, id), ticketFormData({ message }, files)),
  );

export const useCloseTicket = (id: number) =>
  useTicketMutation(() => postForDetail(pathOf(supportPaths.close, id), {}));

export const useReopenTicket = (id: number) =>
  useTicketMutation(() => postForDetail(pathOf(supportPaths.reopen, id), {}));

export const useRateTicket = (id: number) =>
  useTicketMutation((rating: TicketRatingRequest) => postForDetail(pathOf(supportPaths.rating, id), rating));
