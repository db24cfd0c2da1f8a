import { ApiError } from '@/lib/api-client';

/** INSUFFICIENT_FUNDS answers carry the som missing; anything else is a plain failure. */
export function shortfallOf(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.code !== 'INSUFFICIENT_FUNDS') return undefined;
  const { shortfall } = error.envelope;
  return typeof shortfall === 'number' && shortfall > 0 ? shortfall : undefined;
}

/** The server's translated message when there is one, so the customer sees why. */
export const serverMessage = (error: unknown): string | undefined =>
  error instanceof ApiError && error.message && error.code !== 'INTERNAL' ? error.message : undefined;
