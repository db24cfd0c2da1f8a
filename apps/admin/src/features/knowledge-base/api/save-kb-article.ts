import { adminPath, adminPaths, type KbArticleRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function useSaveKbArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: KbArticleRequest }) =>
      id === null
        ? api(adminPaths.kbArticles, { method: 'POST', body })
        : api(adminPath(adminPaths.kbArticle, id), { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['kb-articles'] }),
  });
}
