import { z } from 'zod';
import { hostingAccessSchema } from './hosting-sites.js';
import { strongPasswordSchema } from './validation.js';

// The order's MySQL databases on the hosting panel (docs/hosting-control.md). The panel prefixes every database
// and database user with the order's panel login (`<login>_shop`); the customer types the part after it.

const HOSTING = '/api/client/services/hosting';

export const hostingDatabasePaths = {
  /** GET: the databases, where to connect and the charsets offered. POST: a new database with its user. */
  databases: `${HOSTING}/orders/:id/databases`,
  /** DELETE: removes the database and its data. */
  database: `${HOSTING}/orders/:id/databases/:name`,
  /** PUT {password}: the database user's new password. */
  databasePassword: `${HOSTING}/orders/:id/databases/:name/password`,
  /** POST: a one-time link into phpMyAdmin as the database's user, when the server offers it. */
  databaseAdmin: `${HOSTING}/orders/:id/databases/:name/phpmyadmin`,
} as const;

/** A path with its `:id` (order) and `:name` (full database name) filled in. */
export const databasePath = (path: string, orderId: number | string, name = '') =>
  path.replace(':id', String(orderId)).replace(':name', encodeURIComponent(name));

/** The charsets offered for a new database; the first is the default. */
export const DATABASE_CHARSETS = ['utf8mb4', 'utf8', 'latin1', 'cp1251'] as const;

/** MySQL names: 64 characters at most, the user's 32; the login prefix and its `_` count. */
export const DATABASE_NAME_MAX = 64;
export const DATABASE_USER_MAX = 32;
/** The part the customer types: a lowercase letter first, then letters, digits and underscores. */
export const DATABASE_PART_PATTERN = /^[a-z][a-z0-9_]*$/;

const part = (code: 'database_name_invalid' | 'database_user_invalid', max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .toLowerCase()
    .min(1, { error: 'required' })
    .max(max, { error: 'too_long' })
    .regex(DATABASE_PART_PATTERN, { error: code });

/** The full name in a path: the login prefix and the part. */
export const databaseFullNameSchema = z
  .string({ error: 'required' })
  .max(DATABASE_NAME_MAX, { error: 'too_long' })
  .regex(/^[a-z][a-z0-9_-]*$/, { error: 'database_name_invalid' });

export const databaseSchema = z.object({
  /** The full name, prefix included, as a program connects with it. */
  name: z.string(),
  /** The full names of its users. */
  users: z.array(z.string()),
  /** MiB on disk. */
  size_mb: z.number(),
  charset: z.string().nullable(),
  /** Where a program connects: the host (localhost for the order's own sites) and the port. */
  host: z.string(),
  port: z.number(),
});
export type Database = z.infer<typeof databaseSchema>;

export const databaseListSchema = z.object({
  databases: z.array(databaseSchema),
  /** What names start with: `<login>_`. */
  prefix: z.string(),
  charsets: z.array(z.string()),
  /** The server opens phpMyAdmin through the panel's one-time login. */
  phpmyadmin: z.boolean(),
  access: hostingAccessSchema,
});
export type DatabaseList = z.infer<typeof databaseListSchema>;

/** `name` and `user` without the prefix: the portal adds it. */
export const createDatabaseRequestSchema = z.object({
  name: part('database_name_invalid', DATABASE_NAME_MAX - 1),
  user: part('database_user_invalid', DATABASE_USER_MAX - 1),
  password: strongPasswordSchema(),
  charset: z.enum(DATABASE_CHARSETS, { error: 'database_charset_invalid' }).optional(),
});
export type CreateDatabaseRequest = z.input<typeof createDatabaseRequestSchema>;

export const databasePasswordRequestSchema = z.object({ password: strongPasswordSchema() });
export type DatabasePasswordRequest = z.input<typeof databasePasswordRequestSchema>;

export const databaseAdminLinkSchema = z.object({ url: z.string() });
