import { MAIL_POLL_MS, type MailContact, mailContactSchema, mailPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';
import { mailQueryKeys } from './mail-keys';

const contactsSchema = z.array(mailContactSchema);

export async function getContacts(signal?: AbortSignal): Promise<MailContact[]> {
  return (
    await apiRequest(`${mailPaths.contacts}?per_page=100`, {
      schema: contactsSchema,
      ...(signal ? { signal } : {}),
    })
  ).data;
}

/** The contacts list with its unread badges; re-read while the page is open and when it regains focus. */
export function useContacts() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({
    queryKey: mailQueryKeys.contacts,
    queryFn: ({ signal }) => getContacts(signal),
    enabled: isLoggedIn,
    refetchInterval: MAIL_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}
