// When a failed delivery is tried again (docs/webhooks.md): after 1 minute, 5 minutes, 30 minutes, 2, 5 and 10
// hours (then every 10 hours), each ±10 % so that many endpoints failing together do not come back together,
// for 24 hours from the event; an endpoint with no success for 3 days is switched off.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export const RETRY_DELAYS_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR] as const;
export const RETRY_WINDOW_MS = 24 * HOUR;
export const SWITCH_OFF_AFTER_MS = 3 * 24 * HOUR;

/** The next attempt after `attempts` failures, or null when it would fall past the 24 hours of the event. */
export function nextAttemptAt(
  delivery: { createdAt: Date; attempts: number },
  now: Date,
  random: () => number = Math.random,
): Date | null {
  const base = RETRY_DELAYS_MS[Math.min(delivery.attempts, RETRY_DELAYS_MS.length) - 1] ?? MINUTE;
  const jitter = base * 0.1 * (2 * random() - 1);
  const at = new Date(now.getTime() + Math.round(base + jitter));
  return at.getTime() > delivery.createdAt.getTime() + RETRY_WINDOW_MS ? null : at;
}

/** Whether an endpoint failing since `failingSince` (and not once successful since) is switched off now. */
export const isFailingTooLong = (failingSince: Date, now: Date): boolean =>
  now.getTime() - failingSince.getTime() >= SWITCH_OFF_AFTER_MS;
