import { z } from 'zod';
import { hostingAccessSchema } from './hosting-sites.js';

// Cron jobs of a hosting order, kept by the panel (docs/hosting-control.md). A schedule is either one of the
// simple choices or five cron fields; the simple choices become five fields before the panel sees them. A job
// may run at most once every 5 minutes.

const HOSTING = '/api/client/services/hosting';

export const hostingCronPaths = {
  /** GET: the order's cron jobs. POST: a new job. */
  cronJobs: `${HOSTING}/orders/:id/cron-jobs`,
  /** PUT: replaces the command and schedule. DELETE: removes the job. */
  cronJob: `${HOSTING}/orders/:id/cron-jobs/:job_id`,
} as const;

export const cronPath = (path: string, orderId: number | string, jobId = '') =>
  path.replace(':id', String(orderId)).replace(':job_id', encodeURIComponent(jobId));

/** The shortest gap between two runs of a job. */
export const CRON_MIN_INTERVAL_MINUTES = 5;
export const CRON_COMMAND_MAX = 1000;
export const CRON_EVERY_MINUTES = [5, 10, 15, 20, 30] as const;

const time = z
  .string({ error: 'required' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'cron_time_invalid' });

export const cronScheduleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('every_minutes'),
      minutes: z
        .number({ error: 'required' })
        .int({ error: 'invalid' })
        .min(CRON_MIN_INTERVAL_MINUTES, { error: 'cron_too_frequent' })
        .max(59, { error: 'invalid' }),
    }),
    z.object({ kind: z.literal('hourly'), minute: z.number().int().min(0).max(59) }),
    z.object({ kind: z.literal('daily'), time }),
    /** weekday: 0 Sunday … 6 Saturday, as cron counts. */
    z.object({ kind: z.literal('weekly'), weekday: z.number().int().min(0).max(6), time }),
    z.object({
      kind: z.literal('custom'),
      expression: z.string({ error: 'required' }).max(200, { error: 'too_long' }),
    }),
  ],
  { error: 'cron_schedule_invalid' },
);
export type CronSchedule = z.infer<typeof cronScheduleSchema>;

const FIELD_RANGES: [number, number][] = [
  [0, 59],
  [0, 23],
  [1, 31],
  [1, 12],
  [0, 7],
];

/** The values one cron field stands for (numbers, `*`, ranges, steps and lists); null when it is not valid. */
export function cronFieldValues(field: string, [low, high]: [number, number]): number[] | null {
  const values = new Set<number>();
  for (const part of field.split(',')) {
    const match = /^(\*|(\d{1,2})(?:-(\d{1,2}))?)(?:\/(\d{1,2}))?$/.exec(part);
    if (!match) return null;
    const step = match[4] === undefined ? 1 : Number(match[4]);
    const from = match[1] === '*' ? low : Number(match[2]);
    const to = match[1] === '*' ? high : match[3] !== undefined ? Number(match[3]) : match[4] ? high : from;
    if (step < 1 || from < low || to > high || from > to) return null;
    for (let value = from; value <= to; value += step) values.add(value);
  }
  return [...values].sort((a, b) => a - b);
}

/** Why five cron fields are refused: not five valid fields, or runs closer than 5 minutes. */
export function cronExpressionProblem(
  expression: string,
): 'cron_schedule_invalid' | 'cron_too_frequent' | null {
  const fields = expression.trim().split(/\s+/);
  if (fields.length !== 5) return 'cron_schedule_invalid';
  const values = fields.map((field, index) =>
    cronFieldValues(field, FIELD_RANGES[index] as [number, number]),
  );
  const minutes = values[0];
  if (!minutes || values.some((list) => list === null)) return 'cron_schedule_invalid';
  // The gap between neighbouring minutes of one hour, and from the last back round to the first.
  for (let index = 0; index < minutes.length && minutes.length > 1; index += 1) {
    const next = minutes[(index + 1) % minutes.length] as number;
    const gap = (next - (minutes[index] as number) + 60) % 60;
    if (gap < CRON_MIN_INTERVAL_MINUTES) return 'cron_too_frequent';
  }
  return null;
}

/** The five fields (minute hour day-of-month month day-of-week) a schedule stands for. */
export function cronFieldsOf(schedule: CronSchedule): string {
  const hm = (value: string) => value.split(':').map(Number) as [number, number];
  switch (schedule.kind) {
    case 'every_minutes':
      return `*/${schedule.minutes} * * * *`;
    case 'hourly':
      return `${schedule.minute} * * * *`;
    case 'daily': {
      const [hour, minute] = hm(schedule.time);
      return `${minute} ${hour} * * *`;
    }
    case 'weekly': {
      const [hour, minute] = hm(schedule.time);
      return `${minute} ${hour} * * ${schedule.weekday}`;
    }
    case 'custom':
      return schedule.expression.trim().split(/\s+/).join(' ');
  }
}

const pad = (value: number) => String(value).padStart(2, '0');
const NUMBER = /^\d{1,2}$/;

/** Five fields read back as the simple choice they are, when they are one; else `custom`. */
export function scheduleOf(expression: string): CronSchedule {
  const [minute = '', hour = '', dom = '', month = '', dow = ''] = expression.trim().split(/\s+/);
  const every = /^\*\/(\d{1,2})$/.exec(minute);
  const rest = `${dom} ${month}`;
  if (every && hour === '*' && rest === '* *' && dow === '*' && 60 % Number(every[1]) === 0) {
    return { kind: 'every_minutes', minutes: Number(every[1]) };
  }
  if (NUMBER.test(minute) && rest === '* *') {
    if (hour === '*' && dow === '*') return { kind: 'hourly', minute: Number(minute) };
    if (NUMBER.test(hour) && Number(hour) < 24) {
      const at = `${pad(Number(hour))}:${pad(Number(minute))}`;
      if (dow === '*') return { kind: 'daily', time: at };
      if (/^[0-7]$/.test(dow)) return { kind: 'weekly', weekday: Number(dow) % 7, time: at };
    }
  }
  return { kind: 'custom', expression };
}

/** A command runs as one crontab line: a newline, carriage return or NUL would start another. */
export const cronCommandSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(CRON_COMMAND_MAX, { error: 'too_long' })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters refused
  .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), { error: 'cron_command_invalid' });

export const cronJobRequestSchema = z
  .object({ command: cronCommandSchema, schedule: cronScheduleSchema })
  .superRefine((body, context) => {
    if (body.schedule.kind !== 'custom') return;
    const problem = cronExpressionProblem(body.schedule.expression);
    if (problem) context.addIssue({ code: 'custom', path: ['schedule', 'expression'], message: problem });
  });
export type CronJobRequest = z.input<typeof cronJobRequestSchema>;

export const cronJobSchema = z.object({
  /** The panel's key of the job. */
  id: z.string(),
  command: z.string(),
  /** The five cron fields. */
  expression: z.string(),
  /** The same read back as a simple choice when it is one. */
  schedule: cronScheduleSchema,
  /** The schedule in words, in the request's language ("every day at 03:00"). */
  schedule_text: z.string(),
  active: z.boolean(),
});
export type CronJob = z.infer<typeof cronJobSchema>;

export const cronJobListSchema = z.object({ jobs: z.array(cronJobSchema), access: hostingAccessSchema });
export type CronJobList = z.infer<typeof cronJobListSchema>;

/** A job id in a path: the panel's key. */
export const cronJobIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'invalid' });
