import {
  type MailMessage,
  type MailUser,
  mailPath,
  mailPaths,
  type SendMailRequest,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mailQueryKeys } from './mail-keys';

export async function sendMessage(peerId: number, body: SendMailRequest): Promise<MailMessage> {
  return (await apiRequest<MailMessage>(mailPath(mailPaths.messages, peerId), { method: 'POST', body })).data;
}

export async function setBlocked(peerId: number, blocked: boolean): Promise<MailUser> {
  const method = blocked ? 'POST' : 'DELETE';
  return (await apiRequest<MailUser>(mailPath(mailPaths.block, peerId), { method })).data;
}

// A message or a block changes the conversation, the contacts list and the peer's card.
function useInvalidateMail() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mailQueryKeys.all });
}

export function useSendMessage(peerId: number) {
  const invalidate = useInvalidateMail();
  return useMutation({
    mutationFn: (body: SendMailRequest) => sendMessage(peerId, body),
    onSuccess: invalidate,
  });
}

export function useSetBlocked(peerId: number) {
  const invalidate = useInvalidateMail();
  return useMutation({
    mutationFn: (blocked: boolean) => setBlocked(peerId, blocked),
    onSuccess: invalidate,
  });
}
