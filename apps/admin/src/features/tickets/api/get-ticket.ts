import { adminPath, adminSupportPaths, adminTicketDetailSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const ticketQueryKey = (id: number) => ['ticket', id] as const;

/** One ticket: its whole thread (internal notes too) and the customer's summary. */
export const useTicket = (id: number) =>
  useQuery({
    queryKey: ticketQueryKey(id),
    queryFn: ({ signal }) =>
      api(adminPath(adminSupportPaths.ticket, id), { signal, schema: adminTicketDetailSchema }),
  });
