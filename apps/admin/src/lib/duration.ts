import type { TFunction } from 'i18next';

// Shared by the support queue and the dashboard's first-answer figures (its texts live in the tickets namespace).

/** A span of time as staff read it at a glance: days and hours, hours and minutes, or minutes. */
export function formatDuration(seconds: number, t: TFunction): string {
  const total = Math.floor(Math.abs(seconds) / 60);
  const days = Math.floor(total / 1440);
  const hours = Math.floor((total % 1440) / 60);
  const minutes = total % 60;
  if (days > 0) return t('tickets:days_hours', { days, hours });
  if (hours > 0) return t('tickets:hours_minutes', { hours, minutes });
  return t('tickets:minutes', { minutes });
}
