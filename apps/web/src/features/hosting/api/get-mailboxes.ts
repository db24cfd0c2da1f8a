import { hostingMailPaths, type MailboxList, mailboxListSchema, mailboxPath } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mailboxesQueryKey } from './mail-db-keys';

export async function getMailboxes(orderId: number, signal?: AbortSignal): Promise<MailboxList> {
  const path = mailboxPath(hostingMailPaths.mailboxes, orderId);
  return (await apiRequest(path, { schema: mailboxListSchema, ...(signal ? { signal } : {}) })).data;
}

/** The order's mailboxes, the domains a new one may use and the settings a mail app needs. */
export function useMailboxes(orderId: number) {
  return useQuery({
    queryKey: mailboxesQueryKey(orderId),
    queryFn: ({ signal }) => getMailboxes(orderId, signal),
  });
}
