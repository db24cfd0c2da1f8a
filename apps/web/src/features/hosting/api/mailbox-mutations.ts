import {
  type CreateMailboxRequest,
  hostingMailPaths,
  mailboxPath,
  mailboxSchema,
  type UpdateMailboxRequest,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { mailboxesQueryKey } from './mail-db-keys';

// Every write carries an Idempotency-Key: a repeated tap or a retry after a lost answer changes the panel once.

function useInvalidateMailboxes(orderId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mailboxesQueryKey(orderId) });
}

export function useCreateMailbox(orderId: number) {
  const invalidate = useInvalidateMailboxes(orderId);
  return useMutation({
    mutationFn: async (body: CreateMailboxRequest) =>
      (
        await apiRequest(mailboxPath(hostingMailPaths.mailboxes, orderId), {
          method: 'POST',
          body,
          idempotent: true,
          schema: mailboxSchema,
        })
      ).data,
    onSuccess: invalidate,
  });
}

export function useUpdateMailbox(orderId: number, address: string) {
  const invalidate = useInvalidateMailboxes(orderId);
  return useMutation({
    mutationFn: async (body: UpdateMailboxRequest) =>
      (
        await apiRequest(mailboxPath(hostingMailPaths.mailbox, orderId, address), {
          method: 'PATCH',
          body,
          idempotent: true,
          schema: mailboxSchema,
        })
      ).data,
    onSuccess: invalidate,
  });
}

export function useDeleteMailbox(orderId: number, address: string) {
  const invalidate = useInvalidateMailboxes(orderId);
  return useMutation({
    mutationFn: async () =>
      (
        await apiRequest(mailboxPath(hostingMailPaths.mailbox, orderId, address), {
          method: 'DELETE',
          idempotent: true,
          schema: z.null(),
        })
      ).data,
    onSuccess: invalidate,
  });
}
