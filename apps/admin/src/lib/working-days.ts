// The .uz queue promises customers their name within 1–2 working days (Monday to Friday, Tashkent time).

/** A request is due this many working days after it was made. */
export const QUEUE_PROMISE_WORKING_DAYS = 2;

const TASHKENT_OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;

/** Day of the week in Tashkent (UTC+5 all year): 0 Sunday … 6 Saturday. */
const tashkentWeekday = (at: Date) => new Date(at.getTime() + TASHKENT_OFFSET_MS).getUTCDay();

/**
 * The moment `days` working days after `from`: the same time of day, skipping Saturdays and Sundays. A request
 * made at the weekend counts from Monday's start, as nobody works on it before.
 */
export function addWorkingDays(from: Date, days: number): Date {
  let at = new Date(from.getTime());
  const weekday = tashkentWeekday(at);
  if (weekday === 0 || weekday === 6) {
    const localMidnight =
      Math.floor((at.getTime() + TASHKENT_OFFSET_MS) / DAY_MS) * DAY_MS - TASHKENT_OFFSET_MS;
    at = new Date(localMidnight + (weekday === 6 ? 2 : 1) * DAY_MS);
  }
  let left = days;
  while (left > 0) {
    at = new Date(at.getTime() + DAY_MS);
    const day = tashkentWeekday(at);
    if (day !== 0 && day !== 6) left -= 1;
  }
  return at;
}

export interface QueueTiming {
  due: Date;
  overdue: boolean;
  /** Whole minutes, hours and days since the request: the console says the largest that is not zero. */
  ageMinutes: number;
  ageHours: number;
  ageDays: number;
}

export function queueTiming(createdAt: string, now: Date = new Date()): QueueTiming {
  const created = new Date(createdAt);
  const due = addWorkingDays(created, QUEUE_PROMISE_WORKING_DAYS);
  const ageMs = Math.max(0, now.getTime() - created.getTime());
  return {
    due,
    overdue: now.getTime() > due.getTime(),
    ageMinutes: Math.floor(ageMs / 60_000),
    ageHours: Math.floor(ageMs / 3_600_000),
    ageDays: Math.floor(ageMs / DAY_MS),
  };
}
