import type { CronJobList, FtpUserList, HostingUsage, Language } from '@portal/contracts';
import type { Queryable } from '../../../db/database.js';
import { listCronJobs } from '../cron-jobs.service.js';
import { listFtpUsers } from '../ftp-users.service.js';
import type { HostingDeps } from '../hosting-deps.js';
import { orderUsage } from '../usage.service.js';

// The console's read-only view of an order's FTP accounts, cron jobs and usage (docs/hosting-control.md): the
// customer's own lists, read as staff (any order, never writable).

type StaffQuery = { orderId: number; language: Language };

export const orderFtpUsersForStaff = (
  db: Queryable,
  deps: HostingDeps,
  query: StaffQuery,
): Promise<FtpUserList> => listFtpUsers(db, deps, { ...query, userId: null, supportSession: false });

export const orderCronJobsForStaff = (
  db: Queryable,
  deps: HostingDeps,
  query: StaffQuery,
): Promise<CronJobList> => listCronJobs(db, deps, { ...query, userId: null, supportSession: false });

export const orderUsageForStaff = (
  db: Queryable,
  deps: HostingDeps,
  query: StaffQuery & { now: Date },
): Promise<HostingUsage> => orderUsage(db, deps, { ...query, userId: null, supportSession: false });
