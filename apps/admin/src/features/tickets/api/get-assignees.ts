import { adminSupportPaths, type TicketDepartment, ticketAssigneeSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

/**
 * The members a ticket of the department may be given to: the API lists those who may answer it (support and
 * owners, billing for billing tickets) to anyone who manages tickets.
 */
export const useAssignees = (department: TicketDepartment) =>
  useQuery({
    queryKey: ['ticket-assignees', department],
    queryFn: ({ signal }) =>
      api(`${adminSupportPaths.assignees}?department=${department}`, {
        signal,
        schema: z.array(ticketAssigneeSchema),
      }),
  });
