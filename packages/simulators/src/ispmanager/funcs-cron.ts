import { IspApiError, type IspDoc, listDoc, okDoc, wrapFields } from './doc.js';
import { type FuncContext, type FuncHandler, hasSok } from './func-context.js';
import { checkLimit, inScope, missed, ownerOf } from './scope.js';
import type { IspCronJob } from './types.js';
import { splitElid } from './validation.js';

// Cron jobs as ISPmanager offers them (docs/hosting-control.md): `scheduler` lists (key, command, active),
// `scheduler.edit` creates, shows and changes with `schedule_type=type_expert` and the five `input_*` fields,
// `scheduler.delete` removes. The list has no schedule: a job's form has it.

const FIELDS = ['input_min', 'input_hour', 'input_dmonth', 'input_month', 'input_dweek'] as const;
const TOKEN = /^[0-9*,/-]{1,64}$/;
const BASIC: Record<string, string[]> = {
  every_hour: ['0', '*', '*', '*', '*'],
  every_day: ['0', '0', '*', '*', '*'],
  every_week: ['0', '0', '*', '*', '0'],
  every_month: ['0', '0', '1', '*', '*'],
};

/** The command is one crontab line: a line break would add another job. */
function commandOf(raw: string | undefined): string {
  const command = (raw ?? '').trim();
  if (command === '' || /[\r\n\0]/.test(command))
    throw new IspApiError('value', 'command', 'Invalid command');
  return command;
}

function scheduleOf(params: Record<string, string>, current?: IspCronJob): string[] {
  if (params.schedule_type === 'type_basic') {
    const basic = BASIC[params.run_every ?? ''];
    if (!basic) throw new IspApiError('value', 'run_every', 'Unknown period');
    return basic;
  }
  const now = current ? [current.min, current.hour, current.dmonth, current.month, current.dweek] : [];
  return FIELDS.map((field, index) => {
    const value = (params[field] ?? now[index] ?? '*').trim();
    if (!TOKEN.test(value)) throw new IspApiError('value', field, `Invalid value "${value}"`);
    return value;
  });
}

const assign = (job: IspCronJob, fields: string[]) => {
  const [min = '*', hour = '*', dmonth = '*', month = '*', dweek = '*'] = fields;
  Object.assign(job, { min, hour, dmonth, month, dweek });
};

const schedulerList: FuncHandler = ({ state, caller }) =>
  listDoc(
    [...state.cronJobs.values()]
      .filter((job) => inScope(caller, job.owner))
      .sort((a, b) => Number(a.key) - Number(b.key))
      .map((job) => ({ key: job.key, command: job.command, active: job.active ? 'on' : 'off' })),
  );

function findJob(context: FuncContext, key: string): IspCronJob {
  const job = context.state.cronJobs.get(key);
  if (job === undefined || !inScope(context.caller, job.owner)) throw missed('elid', key);
  return job;
}

function createJob(context: FuncContext): IspDoc {
  const { state, params, caller } = context;
  const owner = ownerOf(state, caller, params.owner);
  const count = [...state.cronJobs.values()].filter((job) => job.owner === owner.name).length;
  checkLimit(owner, 'limit_scheduler', count);
  const command = commandOf(params.command);
  const fields = scheduleOf(params);
  const key = String(state.nextCronId++);
  const job: IspCronJob = {
    key,
    owner: owner.name,
    command,
    min: '*',
    hour: '*',
    dmonth: '*',
    month: '*',
    dweek: '*',
    active: params.active !== 'off',
  };
  assign(job, fields);
  state.cronJobs.set(key, job);
  return { doc: { ok: {}, id: { $: key } } };
}

const schedulerEdit: FuncHandler = (context) => {
  const elid = context.params.elid ?? '';
  if (elid === '') {
    if (hasSok(context.params)) return createJob(context);
    return { doc: wrapFields({ command: '', schedule_type: 'type_expert' }) };
  }
  const job = findJob(context, elid);
  if (hasSok(context.params)) {
    const command = context.params.command !== undefined ? commandOf(context.params.command) : job.command;
    assign(job, scheduleOf(context.params, job));
    job.command = command;
    if (context.params.active !== undefined) job.active = context.params.active !== 'off';
    return okDoc();
  }
  return {
    doc: wrapFields({
      elid: job.key,
      command: job.command,
      schedule_type: 'type_expert',
      input_min: job.min,
      input_hour: job.hour,
      input_dmonth: job.dmonth,
      input_month: job.month,
      input_dweek: job.dweek,
      active: job.active ? 'on' : 'off',
    }),
  };
};

const schedulerDelete: FuncHandler = (context) => {
  const keys = splitElid(context.params.elid);
  if (keys.length === 0) throw missed('elid', '');
  const jobs = keys.map((key) => findJob(context, key));
  for (const job of jobs) context.state.cronJobs.delete(job.key);
  return okDoc();
};

export const cronFuncs: Record<string, FuncHandler> = {
  scheduler: schedulerList,
  'scheduler.edit': schedulerEdit,
  'scheduler.delete': schedulerDelete,
};
