import type { PromoCodesConfig } from '../../config/referrals-promo-config.js';
import { AppError } from '../../errors/app-error.js';
import type { Limiter, LimitStore } from '../../integrations/limits/limit-store.js';

// Guessing codes is limited by failed redeems per account and per IP in a fixed window, in the shared limit
// store. Each attempt is counted before the code is looked at, in one atomic step per key, so parallel guesses
// cannot all slip under the limit; an attempt that succeeds is given back, so only failures count.

export interface PromoGuard {
  perAccount: Limiter;
  perIp: Limiter;
}

export interface Requester {
  userId: number;
  ip: string;
}

export function createPromoGuard(store: LimitStore, limits: PromoCodesConfig): PromoGuard {
  const windowSeconds = limits.windowSeconds;
  return {
    perAccount: store.limiter({ name: 'promo-account', points: limits.failuresPerAccount, windowSeconds }),
    perIp: store.limiter({ name: 'promo-ip', points: limits.failuresPerIp, windowSeconds }),
  };
}

/**
 * Counts one attempt for the account and the IP; refuses with 429 and Retry-After past either limit. Answers
 * how to give the attempt back when it turns out not to be a failure.
 */
export async function takePromoAttempt(
  guard: PromoGuard,
  requester: Requester,
): Promise<() => Promise<void>> {
  const account = String(requester.userId);
  const byAccount = await guard.perAccount.consume(account);
  if (!byAccount.allowed)
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: byAccount.retryAfterSeconds });
  const byIp = await guard.perIp.consume(requester.ip);
  if (!byIp.allowed) {
    await guard.perAccount.reward(account);
    throw new AppError('RATE_LIMITED', { retryAfterSeconds: byIp.retryAfterSeconds });
  }
  // In turn: a redemption is an idempotent request, and the limits store writes through the app's database,
  // which puts both writes on that request's one transaction connection.
  return async () => {
    await guard.perAccount.reward(account);
    await guard.perIp.reward(requester.ip);
  };
}
