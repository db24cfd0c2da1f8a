import { adminSupportPaths, supportStatsSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Open, overdue and due-soon tickets and the first-answer times; read again every minute. */
export const useSupportStats = (enabled = true) =>
  useQuery({
    queryKey: ['support-stats'],
    queryFn: ({ signal }) => api(adminSupportPaths.stats, { signal, schema: supportStatsSchema }),
    refetchInterval: 60_000,
    enabled,
  });
