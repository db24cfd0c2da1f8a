import { adminPaths, adminServerSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export const useCatalogue = () =>
  useQuery({
    queryKey: ['catalogue'],
    queryFn: ({ signal }) => api(adminPaths.servers, { signal, schema: z.array(adminServerSchema) }),
  });
