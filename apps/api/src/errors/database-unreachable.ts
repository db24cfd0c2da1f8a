// A request that cannot reach the database is not the server's fault nor the caller's: it answers 503 with a
// Retry-After, so clients and nginx wait and try again instead of reporting a bug (plugins/errors.ts).

/** Seconds a caller is asked to wait before retrying while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** What the drivers say when there is no connection (pg, pg-pool, PGlite). */
const NO_CONNECTION_MESSAGES = [
  /^PGlite is clos(ed|ing)$/,
  /^Connection terminated/,
  /^Cannot use a pool after calling end on the pool$/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
];

/** Socket failures on the way to the server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * PostgreSQL's own SQLSTATEs for "no service": class 08 (connection exception), a shut down or starting server
 * (57P01-57P03), no connection slot left (53300), and the database gone (3D000).
 */
const isUnavailableState = (code: string) =>
  /^08[0-9A-Z]{3}$/.test(code) || ['57P01', '57P02', '57P03', '53300', '3D000'].includes(code);

function isNoConnection(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableState(code))) return true;
  return NO_CONNECTION_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** Whether `error`, or anything it wraps (Drizzle wraps the driver's error as its cause), is a missing database. */
export function isDatabaseUnreachable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const next = pending.pop();
    if (next === undefined || next === null || seen.has(next)) continue;
    seen.add(next);
    if (isNoConnection(next)) return true;
    if (next instanceof Error) {
      pending.push(next.cause);
      if (next instanceof AggregateError) pending.push(...next.errors);
    }
  }
  return false;
}
