import { adminDomainPaths, queueItemSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export const useQueue = () =>
  useQuery({
    queryKey: ['domain-queue'],
    queryFn: ({ signal }) => api(adminDomainPaths.queue, { signal, schema: z.array(queueItemSchema) }),
    // Orders arrive while the page is open; the operator sees them without reloading.
    refetchInterval: 60_000,
  });
