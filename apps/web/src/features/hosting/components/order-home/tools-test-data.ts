import {
  type CronJob,
  type CronJobList,
  cronPath,
  type FtpUser,
  type FtpUserList,
  ftpPath,
  type HostingUsage,
  hostingCronPaths,
  hostingFtpPaths,
  hostingUsagePaths,
  usagePath,
} from '@portal/contracts';
import { ORDER_ID, writable } from './test-data';

// Answers in the contracts' shapes (hosting-ftp.ts, hosting-cron.ts, hosting-usage.ts) for order 5.

export const FTP = ftpPath(hostingFtpPaths.ftpUsers, ORDER_ID);
export const ftpUrl = (name: string) => ftpPath(hostingFtpPaths.ftpUser, ORDER_ID, name);
export const CRON = cronPath(hostingCronPaths.cronJobs, ORDER_ID);
export const cronUrl = (id: string) => cronPath(hostingCronPaths.cronJob, ORDER_ID, id);
export const USAGE = usagePath(hostingUsagePaths.usage, ORDER_ID);

const ROOT = '/var/www/u5/data';
export const mainFtp: FtpUser = { name: 'u5', home: '', home_path: ROOT, active: true, main: true };
export const ftpFixture = (overrides: Partial<FtpUser> = {}): FtpUser => ({
  name: 'shopftp',
  home: 'www/shop.uz',
  home_path: `${ROOT}/www/shop.uz`,
  active: true,
  main: false,
  ...overrides,
});
export const ftpList = (users: FtpUser[], access: FtpUserList['access'] = writable): FtpUserList => ({
  users: [mainFtp, ...users],
  connection: { host: 'srv1.example.uz', port: 21, security: 'explicit_tls' },
  home_root: ROOT,
  access,
});

export const cronFixture = (overrides: Partial<CronJob> = {}): CronJob => ({
  id: '1',
  command: 'php /var/www/u5/data/www/shop.uz/cron.php',
  expression: '0 3 * * *',
  schedule: { kind: 'daily', time: '03:00' },
  schedule_text: 'every day at 03:00',
  active: true,
  ...overrides,
});
export const cronList = (jobs: CronJob[], access: CronJobList['access'] = writable): CronJobList => ({
  jobs,
  access,
});

export const usageFixture = (overrides: Partial<HostingUsage> = {}): HostingUsage => ({
  disk: { used: 300, limit: 1024 },
  resources: [
    { kind: 'sites', used: 1, limit: 3 },
    { kind: 'mailboxes', used: 0, limit: 10 },
    { kind: 'databases', used: 0, limit: 5 },
    { kind: 'ftp_users', used: 0, limit: 2 },
    { kind: 'cron_jobs', used: 0, limit: 4 },
  ],
  read_at: '2026-12-07T06:00:00.000Z',
  ...overrides,
});
