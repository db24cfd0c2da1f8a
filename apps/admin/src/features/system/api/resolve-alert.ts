import { adminPath, adminPaths, noDataSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Marks an alert resolved; the list is read again. */
export function useResolveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api(adminPath(adminPaths.alertResolve, id), { method: 'POST', schema: noDataSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['alerts'] }),
  });
}
