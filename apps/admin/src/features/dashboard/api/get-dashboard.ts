import { adminPaths, dashboardSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The day at a glance; read again every minute while the page is open. */
export const useDashboard = () =>
  useQuery({
    queryKey: ['dashboard'],
    queryFn: ({ signal }) => api(adminPaths.dashboard, { signal, schema: dashboardSchema }),
    refetchInterval: 60_000,
  });
