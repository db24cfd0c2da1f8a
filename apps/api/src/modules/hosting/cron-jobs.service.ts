import {
  type CronJob,
  type CronJobList,
  type CronJobRequest,
  type CronSchedule,
  cronExpressionProblem,
  cronFieldsOf,
  scheduleOf,
} from '@portal/contracts';
import type { Queryable } from '../../db/database.js';
import { AppError } from '../../errors/app-error.js';
import type { PanelCronJob } from '../../integrations/hosting-panel/panel-tools.js';
import { scheduleText } from './cron-words.js';
import type { HostingDeps } from './hosting-deps.js';
import { loadOrderPanel, type OrderPanel, type OrderPanelQuery, requireWritable } from './order-panel.js';
import { panelCallWith, recordPanelChange } from './panel-call.js';
import type { PanelFieldMap } from './panel-errors.js';
import { createWithinTariffLimit, tariffCountChanged } from './tariff-limits.js';

// An order's cron jobs through the panel (docs/hosting-control.md). The schedule arrives as a simple choice or
// five fields and goes to the panel as five fields; a job running more often than every 5 minutes and a command
// that would add a crontab line (newline, carriage return, NUL) are refused before the panel is asked.

type Input = OrderPanelQuery & { userId: number; now: Date };

const CRON_FIELDS: PanelFieldMap = {
  command: { field: 'command', value: 'cron_command_invalid' },
  input_min: { field: 'schedule', value: 'cron_schedule_invalid' },
  input_hour: { field: 'schedule', value: 'cron_schedule_invalid' },
  input_dmonth: { field: 'schedule', value: 'cron_schedule_invalid' },
  input_month: { field: 'schedule', value: 'cron_schedule_invalid' },
  input_dweek: { field: 'schedule', value: 'cron_schedule_invalid' },
};

const onPanel = panelCallWith(CRON_FIELDS);

const toJob = (job: PanelCronJob, language: Input['language']): CronJob => ({
  id: job.key,
  command: job.command,
  expression: job.expression,
  schedule: scheduleOf(job.expression),
  schedule_text: scheduleText(job.expression, language),
  active: job.active,
});

async function panelJobs(
  db: Queryable,
  context: OrderPanel,
  language: Input['language'],
): Promise<PanelCronJob[]> {
  const panel = context.panel;
  if (panel === null) return [];
  return onPanel(db, context, language, () => panel.listCronJobs());
}

export async function listCronJobs(
  db: Queryable,
  deps: HostingDeps,
  input: OrderPanelQuery,
): Promise<CronJobList> {
  const context = await loadOrderPanel(db, deps, input);
  const jobs = await panelJobs(db, context, input.language);
  return { jobs: jobs.map((job) => toJob(job, input.language)), access: context.access };
}

/** The five fields to send; the contract checked them, this holds the rule for every caller. */
function expressionOf(schedule: CronSchedule): string {
  const expression = cronFieldsOf(schedule);
  const problem = cronExpressionProblem(expression);
  if (problem) throw new AppError('VALIDATION_FAILED', { fields: { schedule: [problem] } });
  return expression;
}

type Body = Required<CronJobRequest> & { schedule: CronSchedule };

export async function createCronJob(
  db: Queryable,
  deps: HostingDeps,
  input: Input & { body: Body },
): Promise<CronJob> {
  const context = await loadOrderPanel(db, deps, input);
  const panel = requireWritable(context);
  const job = { command: input.body.command, expression: expressionOf(input.body.schedule) };
  // The same command on the same schedule twice is one job: a retry after a lost answer finds it made.
  const same = async () =>
    (await panelJobs(db, context, input.language)).find(
      (candidate) => candidate.command === job.command && candidate.expression === job.expression,
    );
  const existing = await same();
  if (existing) return toJob(existing, input.language);
  let key: string | null = null;
  const limit = { kind: 'cron_jobs' as const, now: input.now, language: input.language };
  await createWithinTariffLimit(db, context, { ...limit, alreadyThere: async () => false }, async (tx) => {
    key = await onPanel(tx, context, input.language, () => panel.createCronJob(job));
    return true;
  });
  const created = (await panelJobs(db, context, input.language)).find((candidate) =>
    key !== null
      ? candidate.key === key
      : candidate.command === job.command && candidate.expression === job.expression,
  );
  if (!created) throw new AppError('HOSTING_PANEL_UNAVAILABLE', { retryAfterSeconds: 60 });
  await recordPanelChange(db, context, {
    action: 'cron.create',
    at: input.now,
    detail: { id: created.key, ...job },
  });
  return toJob(created, input.language);
}

async function jobOf(db: Queryable, context: OrderPanel, id: string, language: Input['language']) {
  const job = (await panelJobs(db, context, language)).find((candidate) => candidate.key === id);
  if (!job) throw new AppError('NOT_FOUND');
  return job;
}

export async function replaceCronJob(
  db: Queryable,
  deps: HostingDeps,
  input: Input & { id: string; body: Body },
): Promise<CronJob> {
  const context = await loadOrderPanel(db, deps, input);
  const panel = requireWritable(context);
  await jobOf(db, context, input.id, input.language);
  const job = { command: input.body.command, expression: expressionOf(input.body.schedule) };
  await onPanel(db, context, input.language, () => panel.updateCronJob(input.id, job));
  await recordPanelChange(db, context, {
    action: 'cron.update',
    at: input.now,
    detail: { id: input.id, ...job },
  });
  return toJob(await jobOf(db, context, input.id, input.language), input.language);
}

export async function deleteCronJob(
  db: Queryable,
  deps: HostingDeps,
  input: Input & { id: string },
): Promise<void> {
  const context = await loadOrderPanel(db, deps, input);
  const panel = requireWritable(context);
  await jobOf(db, context, input.id, input.language);
  await onPanel(db, context, input.language, () => panel.deleteCronJob(input.id));
  await tariffCountChanged(db, context, { kind: 'cron_jobs', delta: -1 });
  await recordPanelChange(db, context, { action: 'cron.delete', at: input.now, detail: { id: input.id } });
}
