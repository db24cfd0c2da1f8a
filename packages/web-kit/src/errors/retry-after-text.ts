import type { TFunction } from 'i18next';

// A limited answer (429) names how long to wait. The browsers' own relative-time data is missing for uz-Latn and
// tg in Chromium ("+4 min", English), so the words are the kit's, with i18next's plural forms per language.

type Unit = 'seconds' | 'minutes' | 'hours';

/** The wait in the largest unit that reads naturally, rounded up: waiting a little longer always succeeds. */
function waitIn(seconds: number): { unit: Unit; count: number } {
  if (seconds < 60) return { unit: 'seconds', count: Math.max(1, Math.ceil(seconds)) };
  if (seconds < 3600) return { unit: 'minutes', count: Math.ceil(seconds / 60) };
  return { unit: 'hours', count: Math.ceil(seconds / 3600) };
}

/** "Too many attempts. Try again in 4 minutes." in the UI language. */
export function retryAfterText(t: TFunction, seconds: number): string {
  const { unit, count } = waitIn(seconds);
  return t(`errors:retry_in.${unit}`, { count });
}
