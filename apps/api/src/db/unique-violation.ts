/**
 * The constraint name when the error (or the error it wraps: Drizzle wraps driver errors) is a PostgreSQL
 * unique violation, SQLSTATE 23505; otherwise null. Both pg and PGlite report `code` and `constraint`.
 */
export function uniqueViolationOf(error: unknown): string | null {
  return violationOf(error, '23505');
}

/** The constraint name when the error is a PostgreSQL foreign-key violation, SQLSTATE 23503; otherwise null. */
export function foreignKeyViolationOf(error: unknown): string | null {
  return violationOf(error, '23503');
}

function violationOf(error: unknown, sqlState: string): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (candidate.code === sqlState)
      return typeof candidate.constraint === 'string' ? candidate.constraint : '';
    current = candidate.cause;
  }
  return null;
}
