import { adminPath, adminPaths, siteListSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** The order's sites as the customer sees them, read from the panel (read-only in the console). */
export const useOrderSites = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['order', id, 'sites'],
    queryFn: ({ signal }) => api(adminPath(adminPaths.orderSites, id), { signal, schema: siteListSchema }),
    enabled,
    retry: false,
  });
