import { z } from 'zod';

// What an order uses of its tariff (docs/hosting-control.md): disk in MiB and counts of sites, mailboxes,
// databases, FTP accounts and cron jobs, read from the panel at most once a minute.

const HOSTING = '/api/client/services/hosting';

export const hostingUsagePaths = {
  /** GET: disk and objects used of the tariff's limits. */
  usage: `${HOSTING}/orders/:id/usage`,
} as const;

export const usagePath = (path: string, orderId: number | string) => path.replace(':id', String(orderId));

export const HOSTING_RESOURCE_KINDS = ['sites', 'mailboxes', 'databases', 'ftp_users', 'cron_jobs'] as const;
export type HostingResourceKind = (typeof HOSTING_RESOURCE_KINDS)[number];

/** How long one reading of the panel is used before it is asked again. */
export const USAGE_CACHE_SECONDS = 60;
/** Bars turn amber above this share of the limit, red above the next. */
export const USAGE_WARNING_PERCENT = 80;
export const USAGE_CRITICAL_PERCENT = 95;
/** Above this share of the disk the customer is told once, until the use falls below USAGE_WARNING_PERCENT. */
export const DISK_NOTICE_PERCENT = 90;

export const usageFigureSchema = z.object({
  used: z.number(),
  /** Null: the tariff sets no limit. */
  limit: z.number().nullable(),
});
export type UsageFigure = z.infer<typeof usageFigureSchema>;

export const hostingUsageSchema = z.object({
  /** MiB. */
  disk: usageFigureSchema,
  resources: z.array(usageFigureSchema.extend({ kind: z.enum(HOSTING_RESOURCE_KINDS) })),
  /** When the panel was read (ISO); null while the order has no panel account. */
  read_at: z.string().nullable(),
});
export type HostingUsage = z.infer<typeof hostingUsageSchema>;

export type UsageLevel = 'ok' | 'warning' | 'critical';

/** The bar's colour: amber above 80 %, red above 95 % (and red when a limit is reached). */
export function usageLevel(figure: UsageFigure): UsageLevel {
  if (figure.limit === null) return 'ok';
  if (figure.limit <= 0 || figure.used >= figure.limit) return 'critical';
  const percent = (figure.used / figure.limit) * 100;
  if (percent > USAGE_CRITICAL_PERCENT) return 'critical';
  if (percent > USAGE_WARNING_PERCENT) return 'warning';
  return 'ok';
}

export const limitReached = (figure: UsageFigure): boolean =>
  figure.limit !== null && figure.used >= figure.limit;
