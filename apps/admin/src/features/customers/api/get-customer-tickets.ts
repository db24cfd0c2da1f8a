import { adminSupportPaths, adminTicketRowSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

/** How many of a customer's tickets their page shows; the support queue filtered by them has the rest. */
export const CUSTOMER_TICKETS_SHOWN = 10;

/** The customer's tickets, the latest activity first (the queue's first page of them). */
export const useCustomerTickets = (customerId: number) =>
  useQuery({
    queryKey: ['tickets', { customer: customerId, sort: 'recent' }],
    queryFn: ({ signal }) =>
      api(`${adminSupportPaths.tickets}?customer=${customerId}&sort=recent`, {
        signal,
        schema: z.array(adminTicketRowSchema),
      }),
  });
