import { adminPaths, noDataSchema, type ReconciliationKind, type SettleRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function useSettle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, body }: { kind: ReconciliationKind; id: number; body: SettleRequest }) =>
      api(adminPaths.reconciliationSettle.replace(':kind', kind).replace(':id', String(id)), {
        method: 'POST',
        body,
        schema: noDataSchema,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['reconciliation'] });
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
