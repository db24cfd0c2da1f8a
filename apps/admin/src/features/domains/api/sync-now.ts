import { adminDomainPaths, syncResultSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function useSyncNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(adminDomainPaths.sync, { method: 'POST', schema: syncResultSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['domain-drift'] });
      await queryClient.invalidateQueries({ queryKey: ['registrar-status'] });
    },
  });
}
