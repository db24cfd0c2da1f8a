import type { FieldErrors } from '@portal/contracts';

// The one error type of both apps' API calls. It stays inside the kit: screens read a failure through
// read-error.ts and show it through errors/error-text.ts, so there is one way to do either (dependency-cruiser's
// rules in .dependency-cruiser.cjs refuse an import of this file from outside the kit, scripts/checks/kit-errors.mjs
// its name).

/** A failed API call: the envelope's stable code and field errors (docs/product/api.md). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly errors: FieldErrors;
  /** The whole error envelope, for codes that carry more (INSUFFICIENT_FUNDS has `shortfall`). */
  readonly envelope: Record<string, unknown>;
  /** A refusal's Retry-After (RATE_LIMITED): how many seconds until the same request may succeed. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    errors: FieldErrors = {},
    envelope: Record<string, unknown> = {},
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.envelope = envelope;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The client-side code for a request that never got an answer. */
export const NETWORK_ERROR = 'NETWORK_ERROR';
/** The client-side code for an answer whose data did not match the contract's response schema. */
export const UNEXPECTED_RESPONSE = 'UNEXPECTED_RESPONSE';
