import type { FastifyRequest } from 'fastify';
import type { SupportConfig } from '../../config/support-config.js';
import { AppError } from '../../errors/app-error.js';
import type { Limiter, LimitStore } from '../../integrations/limits/limit-store.js';

// The desk's abuse limits, counted in the shared limit store so every process counts together: tickets per
// account (or guest address) a day, messages per account (or sender address) an hour, guest writes per address.

export interface SupportLimits {
  tickets: Limiter;
  messages: Limiter;
  guestPerIp: Limiter;
}

export function supportLimits(store: LimitStore, config: SupportConfig): SupportLimits {
  return {
    tickets: store.limiter({
      name: 'support-tickets',
      points: config.limits.ticketsPerDay,
      windowSeconds: 86_400,
    }),
    messages: store.limiter({
      name: 'support-messages',
      points: config.limits.messagesPerHour,
      windowSeconds: 3600,
    }),
    guestPerIp: store.limiter({
      name: 'support-guest-ip',
      points: config.limits.guestPerIpPerHour,
      windowSeconds: 3600,
    }),
  };
}

/** Counts one attempt; over the limit it is a 429 saying when to try again. */
export async function spend(limiter: Limiter, key: string): Promise<void> {
  const outcome = await limiter.consume(key);
  if (!outcome.allowed) throw new AppError('RATE_LIMITED', { retryAfterSeconds: outcome.retryAfterSeconds });
}

/** An onRequest hook: counted before the body (and its uploads) is read. */
export const limitHook =
  (limiter: Limiter, keyOf: (request: FastifyRequest) => string) =>
  async (request: FastifyRequest): Promise<void> =>
    spend(limiter, keyOf(request));
