import {
  type CronJobList,
  cronJobListSchema,
  cronPath,
  type FtpUserList,
  ftpPath,
  ftpUserListSchema,
  type HostingUsage,
  hostingCronPaths,
  hostingFtpPaths,
  hostingUsagePaths,
  hostingUsageSchema,
  usagePath,
} from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderAreasQueryKey } from './sites-keys';

// An order's FTP accounts, cron jobs and usage, under the order's own key: a write anywhere on the order (a new
// site, account or job) refreshes the usage bars with the lists.

export const ftpUsersQueryKey = (orderId: number) => [...orderAreasQueryKey(orderId), 'ftp'] as const;
export const cronJobsQueryKey = (orderId: number) => [...orderAreasQueryKey(orderId), 'cron'] as const;
export const usageQueryKey = (orderId: number) => [...orderAreasQueryKey(orderId), 'usage'] as const;

const get = async <T>(path: string, schema: import('zod').ZodType<T>, signal: AbortSignal): Promise<T> =>
  (await apiRequest(path, { schema, signal })).data;

/** The order's FTP accounts (the main one first) and how to connect. */
export const useFtpUsers = (orderId: number) =>
  useQuery<FtpUserList>({
    queryKey: ftpUsersQueryKey(orderId),
    queryFn: ({ signal }) => get(ftpPath(hostingFtpPaths.ftpUsers, orderId), ftpUserListSchema, signal),
  });

/** The order's cron jobs, each schedule in words in the UI language. */
export const useCronJobs = (orderId: number) =>
  useQuery<CronJobList>({
    queryKey: cronJobsQueryKey(orderId),
    queryFn: ({ signal }) => get(cronPath(hostingCronPaths.cronJobs, orderId), cronJobListSchema, signal),
  });

/** Disk and objects used of the tariff's limits. */
export const useUsage = (orderId: number) =>
  useQuery<HostingUsage>({
    queryKey: usageQueryKey(orderId),
    queryFn: ({ signal }) => get(usagePath(hostingUsagePaths.usage, orderId), hostingUsageSchema, signal),
  });
