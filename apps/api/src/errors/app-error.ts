import type { AccountDeleteBlocker, ErrorCode, FieldErrorCode } from '@portal/contracts';

export interface AppErrorDetails {
  /** Field-error codes by field name; the error handler translates them into the request's language. */
  fields?: Record<string, FieldErrorCode[]>;
  /** Replaces the translated text of the code when a more precise one helps the user. */
  message?: string;
  /** Seconds before a retry may succeed; sent as Retry-After. */
  retryAfterSeconds?: number;
  /** INSUFFICIENT_FUNDS: the som missing, sent as `shortfall` so the client can offer that top-up. */
  shortfall?: number;
  /** ACCOUNT_DELETE_BLOCKED: every reason at once, sent as `blockers`, each with its way out. */
  blockers?: AccountDeleteBlocker[];
  /** HOSTING_LIMIT_REACHED: the panel limit reached and the tariff that lifts it, sent as `limit`. */
  limit?: { key: string; tariff: { id: number; name: string } | null };
}

/** The one error type services throw. The code decides the HTTP status (contracts' ERROR_STATUS). */
export class AppError extends Error {
  readonly fields: Record<string, FieldErrorCode[]> | undefined;
  readonly retryAfterSeconds: number | undefined;
  readonly customMessage: string | undefined;
  readonly shortfall: number | undefined;
  readonly blockers: AccountDeleteBlocker[] | undefined;
  readonly limit: AppErrorDetails['limit'];

  constructor(
    readonly code: ErrorCode,
    details: AppErrorDetails = {},
  ) {
    super(details.message ?? code);
    this.name = 'AppError';
    this.fields = details.fields;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.customMessage = details.message;
    this.shortfall = details.shortfall;
    this.blockers = details.blockers;
    this.limit = details.limit;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
