import { type MailUser, mailPath, mailPaths, mailUserSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mailQueryKeys } from './mail-keys';

export async function getMailUser(id: number, signal?: AbortSignal): Promise<MailUser> {
  const answer = await apiRequest<unknown>(mailPath(mailPaths.user, id), signal ? { signal } : {});
  return mailUserSchema.parse(answer.data);
}

/** The public card of the customer with this id; nothing is asked while the id is null. */
export function useMailUser(id: number | null) {
  return useQuery({
    queryKey: mailQueryKeys.user(id ?? 0),
    queryFn: ({ signal }) => getMailUser(id ?? 0, signal),
    enabled: id !== null,
  });
}
