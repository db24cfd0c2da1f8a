import { adminPath, adminPaths, noDataSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function useOrderChange(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: {
      action: 'suspend' | 'resume' | 'cancel' | 'expiry' | 'retry';
      reason: string;
      expires_at?: string;
    }) =>
      change.action === 'retry'
        ? api(adminPath(adminPaths.orderRetryProvisioning, id), { method: 'POST', schema: noDataSchema })
        : change.action === 'expiry'
          ? api(adminPath(adminPaths.orderExpiry, id), {
              method: 'POST',
              body: { expires_at: change.expires_at, reason: change.reason },
              schema: noDataSchema,
            })
          : api(adminPath(adminPaths.orderAction, id).replace(':action', change.action), {
              method: 'POST',
              body: { reason: change.reason },
              schema: noDataSchema,
            }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['order', id] });
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
