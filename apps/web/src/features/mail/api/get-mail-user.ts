import { type MailUser, mailPath, mailPaths, mailUserSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mailQueryKeys } from './mail-keys';

export async function getMailUser(id: number, signal?: AbortSignal): Promise<MailUser> {
  return (
    await apiRequest(mailPath(mailPaths.user, id), { schema: mailUserSchema, ...(signal ? { signal } : {}) })
  ).data;
}

/** The public card of the customer with this id; nothing is asked while the id is null. */
export function useMailUser(id: number | null) {
  return useQuery({
    queryKey: mailQueryKeys.user(id ?? 0),
    queryFn: ({ signal }) => getMailUser(id ?? 0, signal),
    enabled: id !== null,
  });
}
