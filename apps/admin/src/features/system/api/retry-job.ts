import { adminPath, adminPaths, noDataSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Runs a failed job again now; the lists are read again. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api(adminPath(adminPaths.jobRetry, id), { method: 'POST', schema: noDataSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs'] }),
  });
}
