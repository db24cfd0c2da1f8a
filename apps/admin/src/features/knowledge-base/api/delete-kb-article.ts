import { adminPath, adminPaths, noDataSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function useDeleteKbArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api(adminPath(adminPaths.kbArticle, id), { method: 'DELETE', schema: noDataSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['kb-articles'] }),
  });
}
