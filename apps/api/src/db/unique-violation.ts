/**
 * The constraint name when the error (or the error it wraps: Drizzle wraps driver errors) is a PostgreSQL
 * unique violation, SQLSTATE 23505; otherwise null. Both pg and PGlite report `code` and `constraint`.
 */
export function uniqueViolationOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === '23505')
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return null;
}
