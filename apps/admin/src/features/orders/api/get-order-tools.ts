import {
  adminPath,
  adminPaths,
  cronJobListSchema,
  ftpUserListSchema,
  hostingUsageSchema,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

// The order's FTP accounts, cron jobs and usage as the customer sees them, read from the panel (read-only here).

export const useOrderFtpUsers = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['order', id, 'ftp'],
    queryFn: ({ signal }) =>
      api(adminPath(adminPaths.orderFtpUsers, id), { signal, schema: ftpUserListSchema }),
    enabled,
    retry: false,
  });

export const useOrderCronJobs = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['order', id, 'cron'],
    queryFn: ({ signal }) =>
      api(adminPath(adminPaths.orderCronJobs, id), { signal, schema: cronJobListSchema }),
    enabled,
    retry: false,
  });

export const useOrderUsage = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: ['order', id, 'usage'],
    queryFn: ({ signal }) =>
      api(adminPath(adminPaths.orderUsage, id), { signal, schema: hostingUsageSchema }),
    enabled,
    retry: false,
  });
