import type { SupportStats } from '@portal/contracts';
import type { Database } from '../../../db/database.js';
import { readAll } from '../../../db/read-all.js';
import { countOwed, firstAnswerSeconds } from './tickets-staff.repository.js';
import { DUE_SOON_MS } from './tickets-staff.service.js';

// The promise in figures for the dashboard: what is open and late now, and how fast first answers came.

const DAY_MS = 86_400_000;

/** The value below which `share` of the sorted values lie (nearest rank). */
function percentile(sorted: number[], share: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(share * sorted.length));
  return sorted[rank - 1] ?? null;
}

async function firstAnswerFigures(db: Database, since: Date) {
  const answers = await firstAnswerSeconds(db, since);
  const sorted = answers.map((answer) => answer.seconds).sort((a, b) => a - b);
  return {
    answered: answers.length,
    median_seconds: percentile(sorted, 0.5),
    p90_seconds: percentile(sorted, 0.9),
    in_time: answers.filter((answer) => answer.inTime).length,
  };
}

export async function supportStats(db: Database, now: Date, promiseHours: number): Promise<SupportStats> {
  const [owed, week, month] = await readAll(db, [
    () => countOwed(db, now, DUE_SOON_MS),
    () => firstAnswerFigures(db, new Date(now.getTime() - 7 * DAY_MS)),
    () => firstAnswerFigures(db, new Date(now.getTime() - 30 * DAY_MS)),
  ]);
  return {
    open: owed.open,
    overdue: owed.overdue,
    due_soon: owed.dueSoon,
    first_answer_7_days: week,
    first_answer_30_days: month,
    promise_hours: promiseHours,
  };
}
