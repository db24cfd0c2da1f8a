import {
  type MailMessage,
  type MailUser,
  mailMessageSchema,
  mailPath,
  mailPaths,
  mailUserSchema,
  type SendMailRequest,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { mailQueryKeys } from './mail-keys';

export async function sendMessage(peerId: number, body: SendMailRequest): Promise<MailMessage> {
  const path = mailPath(mailPaths.messages, peerId);
  return (await apiRequest(path, { method: 'POST', body, schema: mailMessageSchema })).data;
}

export async function setBlocked(peerId: number, blocked: boolean): Promise<MailUser> {
  const method = blocked ? 'POST' : 'DELETE';
  return (await apiRequest(mailPath(mailPaths.block, peerId), { method, schema: mailUserSchema })).data;
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
