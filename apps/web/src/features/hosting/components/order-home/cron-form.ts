import {
  CRON_EVERY_MINUTES,
  type CronJob,
  type CronJobRequest,
  type CronSchedule,
  cronCommandSchema,
  cronExpressionProblem,
  cronScheduleSchema,
} from '@portal/contracts';
import { z } from 'zod';

// The cron dialog's fields: a command and one of the simple choices (or five cron fields), checked with the
// contract's rules on the field the customer can fix, and sent as the contract's request.

export const CRON_KINDS = ['daily', 'hourly', 'every_minutes', 'weekly', 'custom'] as const;

export const cronFormSchema = z
  .object({
    command: cronCommandSchema,
    kind: z.enum(CRON_KINDS),
    minutes: z.string(),
    minute: z.string(),
    time: z.string(),
    weekday: z.string(),
    expression: z.string(),
  })
  .transform((form, context): CronJobRequest => {
    const schedule = scheduleOf(form);
    const parsed = cronScheduleSchema.safeParse(schedule);
    const field = form.kind === 'custom' ? 'expression' : form.kind === 'hourly' ? 'minute' : 'time';
    if (!parsed.success) {
      context.addIssue({
        code: 'custom',
        path: [field],
        message: parsed.error.issues[0]?.message ?? 'invalid',
      });
      return z.NEVER;
    }
    const problem = schedule.kind === 'custom' ? cronExpressionProblem(schedule.expression) : null;
    if (problem) {
      context.addIssue({ code: 'custom', path: ['expression'], message: problem });
      return z.NEVER;
    }
    return { command: form.command, schedule: parsed.data };
  });
export type CronForm = z.input<typeof cronFormSchema>;

function scheduleOf(form: CronForm): CronSchedule {
  switch (form.kind) {
    case 'every_minutes':
      return { kind: 'every_minutes', minutes: Number(form.minutes) };
    case 'hourly':
      return { kind: 'hourly', minute: form.minute.trim() === '' ? Number.NaN : Number(form.minute) };
    case 'daily':
      return { kind: 'daily', time: form.time.trim() };
    case 'weekly':
      return { kind: 'weekly', weekday: Number(form.weekday), time: form.time.trim() };
    case 'custom':
      return { kind: 'custom', expression: form.expression.trim() };
  }
}

/** The dialog's starting values: the job's own, or a daily job at 03:00. */
export function cronFormValues(job?: CronJob): CronForm {
  const base: CronForm = {
    command: job?.command ?? '',
    kind: 'daily',
    minutes: String(CRON_EVERY_MINUTES[0]),
    minute: '0',
    time: '03:00',
    weekday: '1',
    expression: job?.expression ?? '0 3 * * *',
  };
  const schedule = job?.schedule;
  if (!schedule) return base;
  switch (schedule.kind) {
    case 'every_minutes':
      return { ...base, kind: schedule.kind, minutes: String(schedule.minutes) };
    case 'hourly':
      return { ...base, kind: schedule.kind, minute: String(schedule.minute) };
    case 'daily':
      return { ...base, kind: schedule.kind, time: schedule.time };
    case 'weekly':
      return { ...base, kind: schedule.kind, time: schedule.time, weekday: String(schedule.weekday) };
    case 'custom':
      return { ...base, kind: 'custom', expression: schedule.expression };
  }
}
