import { adminSupportPaths, adminTicketRowSchema } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

/** The API's page size: a full page means there may be another. */
export const TICKETS_PAGE_SIZE = 50;

/** The queue as the API sorts it (what is due first), with the filters the address holds. */
export const useTickets = (filters: Record<string, string | undefined>) =>
  useQuery({
    queryKey: ['tickets', filters],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams(
        Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
      );
      return api(`${adminSupportPaths.tickets}?${query}`, { signal, schema: z.array(adminTicketRowSchema) });
    },
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
