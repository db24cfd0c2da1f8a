import { adminOrderDetailSchema, adminOrderRowSchema, adminPath, adminPaths } from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export const useOrders = (filters: Record<string, string | undefined>) =>
  useQuery({
    queryKey: ['orders', filters],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams(
        Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
      );
      return api(`${adminPaths.orders}?${query}`, { signal, schema: z.array(adminOrderRowSchema) });
    },
    placeholderData: keepPreviousData,
  });

export const useOrder = (id: number) =>
  useQuery({
    queryKey: ['order', id],
    queryFn: ({ signal }) => api(adminPath(adminPaths.order, id), { signal, schema: adminOrderDetailSchema }),
  });

export function useOrderChange(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: {
      action: 'suspend' | 'resume' | 'cancel' | 'expiry' | 'retry';
      reason: string;
      expires_at?: string;
    }) =>
      change.action === 'retry'
        ? api(adminPath(adminPaths.orderRetryProvisioning, id), { method: 'POST' })
        : change.action === 'expiry'
          ? api(adminPath(adminPaths.orderExpiry, id), {
              method: 'POST',
              body: { expires_at: change.expires_at, reason: change.reason },
            })
          : api(adminPath(adminPaths.orderAction, id).replace(':action', change.action), {
              method: 'POST',
              body: { reason: change.reason },
            }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['order', id] });
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
