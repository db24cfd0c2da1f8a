import {
  adminPath,
  adminPaths,
  type BalanceAdjustmentRequest,
  balanceAdjustmentResultSchema,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const useAdjustBalance = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BalanceAdjustmentRequest) =>
      api(adminPath(adminPaths.balanceAdjustments, id), {
        method: 'POST',
        body,
        idempotent: true,
        schema: balanceAdjustmentResultSchema,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['customer', id] });
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
      await queryClient.invalidateQueries({ queryKey: ['adjustment-requests'] });
    },
  });
};
