import { z } from 'zod';
import { hostingAccessSchema } from './hosting-sites.js';
import { strongPasswordSchema } from './validation.js';

// FTP accounts of a hosting order, kept by the panel (docs/hosting-control.md). Each account sees one folder of
// the panel user's home; the panel user's own account (its login) sees the whole home and cannot be deleted.

const HOSTING = '/api/client/services/hosting';

export const hostingFtpPaths = {
  /** GET: the order's FTP accounts, how to connect. POST: a new account. */
  ftpUsers: `${HOSTING}/orders/:id/ftp-users`,
  /** PATCH: a new password or folder. DELETE: removes the account (its files stay). */
  ftpUser: `${HOSTING}/orders/:id/ftp-users/:name`,
} as const;

export const ftpPath = (path: string, orderId: number | string, name = '') =>
  path.replace(':id', String(orderId)).replace(':name', encodeURIComponent(name));

/** The panel's rule for FTP names: lowercase, a letter first, at most 32 characters. */
export const FTP_NAME_PATTERN = /^[a-z][a-z0-9_-]{0,31}$/;
export const FTP_HOME_MAX = 1024;
export const FTP_PORT = 21;

export const ftpNameSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(32, { error: 'too_long' })
  .regex(FTP_NAME_PATTERN, { error: 'ftp_name_invalid' });

const SEGMENT = /^[\p{L}\p{N}._@+ -]{1,255}$/u;

/**
 * A folder inside the panel user's home, as the panel takes it: relative, `/`-separated, no `.` or `..` step,
 * no empty step; '' is the home itself. `homeRoot` is the home's absolute path (/var/www/<login>/data): an
 * absolute path is accepted only inside it. Answers the normalised relative path, or null when it leaves the
 * home or is not a path.
 */
export function normaliseFtpHome(raw: string, homeRoot: string | null): string | null {
  let path = raw.trim();
  if (path.includes('\0') || path.includes('\\') || path.length > FTP_HOME_MAX) return null;
  if (path === '' || path === '/' || path === '.') return '';
  if (path.startsWith('/')) {
    if (homeRoot === null) return null;
    if (path === homeRoot || path === `${homeRoot}/`) return '';
    if (!path.startsWith(`${homeRoot}/`)) return null;
    path = path.slice(homeRoot.length + 1);
  }
  const steps = path.split('/').filter((step) => step !== '' && step !== '.');
  if (steps.some((step) => step === '..' || !SEGMENT.test(step) || step.trim() !== step)) return null;
  return steps.join('/');
}

/** Syntax only (the server also checks an absolute path against the order's home). */
export const ftpHomeSchema = z
  .string({ error: 'required' })
  .max(FTP_HOME_MAX, { error: 'too_long' })
  .refine((value) => value.trim().startsWith('/') || normaliseFtpHome(value, null) !== null, {
    error: 'ftp_home_invalid',
  });

export const ftpUserSchema = z.object({
  name: z.string(),
  /** Relative to the home; '' is the whole home. */
  home: z.string(),
  /** The folder's absolute path on the server. */
  home_path: z.string(),
  active: z.boolean(),
  /** The panel user's own account: it sees the whole home and cannot be deleted. */
  main: z.boolean(),
});
export type FtpUser = z.infer<typeof ftpUserSchema>;

export const ftpConnectionSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  /** Explicit TLS (FTPES, AUTH TLS on port 21): the only security the server offers. */
  security: z.literal('explicit_tls'),
});

export const ftpUserListSchema = z.object({
  users: z.array(ftpUserSchema),
  connection: ftpConnectionSchema.nullable(),
  /** The home's absolute path; an account's folder is inside it. */
  home_root: z.string(),
  access: hostingAccessSchema,
});
export type FtpUserList = z.infer<typeof ftpUserListSchema>;

export const createFtpUserRequestSchema = z.object({
  name: ftpNameSchema,
  password: strongPasswordSchema(128),
  home: ftpHomeSchema,
});
export type CreateFtpUserRequest = z.input<typeof createFtpUserRequestSchema>;

export const updateFtpUserRequestSchema = z
  .object({ password: z.optional(strongPasswordSchema(128)), home: ftpHomeSchema.optional() })
  .refine((body) => body.password !== undefined || body.home !== undefined, { error: 'required' });
export type UpdateFtpUserRequest = z.input<typeof updateFtpUserRequestSchema>;
