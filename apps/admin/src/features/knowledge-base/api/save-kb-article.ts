import {
  adminPath,
  adminPaths,
  createdIdSchema,
  type KbArticleRequest,
  noDataSchema,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export function useSaveKbArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: KbArticleRequest }) =>
      id === null
        ? api(adminPaths.kbArticles, { method: 'POST', body, schema: createdIdSchema })
        : api(adminPath(adminPaths.kbArticle, id), { method: 'PUT', body, schema: noDataSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['kb-articles'] }),
  });
}
