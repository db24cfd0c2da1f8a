import {
  adminPath,
  adminSupportPaths,
  type CannedReplyRequest,
  cannedReplySchema,
  noDataSchema,
  type TicketDepartment,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

/** Canned replies; with a department, those fit for it (and those for every department). */
export const useCannedReplies = (department?: TicketDepartment) =>
  useQuery({
    queryKey: ['canned-replies', department ?? null],
    queryFn: ({ signal }) =>
      api(`${adminSupportPaths.cannedReplies}${department ? `?department=${department}` : ''}`, {
        signal,
        schema: z.array(cannedReplySchema),
      }),
  });

export function useSaveCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: CannedReplyRequest }) =>
      id === null
        ? api(adminSupportPaths.cannedReplies, { method: 'POST', body, schema: cannedReplySchema })
        : api(adminPath(adminSupportPaths.cannedReply, id), {
            method: 'PUT',
            body,
            schema: cannedReplySchema,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['canned-replies'] }),
  });
}

export function useDeleteCannedReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api(adminPath(adminSupportPaths.cannedReply, id), { method: 'DELETE', schema: noDataSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['canned-replies'] }),
  });
}
