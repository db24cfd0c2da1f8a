import { adminJobSchema, adminPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

/** The background jobs of one status ('' for every status). */
export const useJobs = (status: string) =>
  useQuery({
    queryKey: ['jobs', status],
    queryFn: ({ signal }) =>
      api(`${adminPaths.jobs}${status ? `?status=${status}` : ''}`, {
        signal,
        schema: z.array(adminJobSchema),
      }),
  });
