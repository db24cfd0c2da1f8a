import { adminKbArticleSchema, adminPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export const useKbArticles = () =>
  useQuery({
    queryKey: ['kb-articles'],
    queryFn: ({ signal }) => api(adminPaths.kbArticles, { signal, schema: z.array(adminKbArticleSchema) }),
  });
