import { adminNewsSchema, adminPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export const useNews = () =>
  useQuery({
    queryKey: ['news'],
    queryFn: ({ signal }) => api(adminPaths.news, { signal, schema: z.array(adminNewsSchema) }),
  });
