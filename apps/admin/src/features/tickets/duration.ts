import type { TFunction } from 'i18next';
import { formatDuration } from '@/lib/duration';

/** Within this many seconds of the promise a ticket is "due soon" (as the API's filter counts it). */
const DUE_SOON_SECONDS = 4 * 3600;

/** The time left until the promised first answer, and the tone to show it in. */
export function dueText(
  dueInSeconds: number | null,
  t: TFunction,
): { text: string; tone: 'danger' | 'warning' | 'muted' | null } {
  if (dueInSeconds === null) return { text: t('tickets:first_answered'), tone: 'muted' };
  const time = formatDuration(dueInSeconds, t);
  if (dueInSeconds < 0) return { text: t('tickets:overdue_by', { time }), tone: 'danger' };
  return { text: t('tickets:left', { time }), tone: dueInSeconds <= DUE_SOON_SECONDS ? 'warning' : null };
}
