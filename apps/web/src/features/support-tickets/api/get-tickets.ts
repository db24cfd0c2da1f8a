import {
  LIMITS,
  supportPaths,
  supportTicketPath,
  type TicketDetail,
  type TicketSummary,
  ticketDetailSchema,
  ticketSummarySchema,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiBlob, apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';

/** Every ticket query starts with this key: a live `ticket` event makes them all stale at once. */
export const ticketsQueryKey = ['support-tickets'] as const;
export const ticketQueryKey = (id: number) => [...ticketsQueryKey, id] as const;

const listSchema = z.array(ticketSummarySchema);

export async function getTickets(signal?: AbortSignal): Promise<TicketSummary[]> {
  const query = new URLSearchParams({ per_page: String(LIMITS.pageSize) });
  const path = `${supportPaths.tickets}?${query}`;
  return (await apiRequest(path, { schema: listSchema, ...(signal ? { signal } : {}) })).data;
}

export async function getTicket(id: number, signal?: AbortSignal): Promise<TicketDetail> {
  return (
    await apiRequest(supportTicketPath(id), { schema: ticketDetailSchema, ...(signal ? { signal } : {}) })
  ).data;
}

export const ticketsQueryOptions = () =>
  queryOptions({ queryKey: ticketsQueryKey, queryFn: ({ signal }) => getTickets(signal) });

/** The customer's tickets, the latest activity first. */
export function useTickets() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...ticketsQueryOptions(), enabled: isLoggedIn });
}

/** One ticket's thread. */
export function useTicket(id: number) {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: ticketQueryKey(id),
    queryFn: ({ signal }) => getTicket(id, signal),
    enabled: isLoggedIn && id > 0,
  });
}

/** An attachment's bytes: only the ticket's owner may read them, so they come through fetch with the token. */
export const getAttachment = (ticketId: number, attachmentId: number, signal?: AbortSignal) =>
  apiBlob(
    supportPaths.attachment.replace(':id', String(ticketId)).replace(':attachment_id', String(attachmentId)),
    signal,
  );
