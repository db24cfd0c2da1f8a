import { PanelError } from './hosting-panel.js';
import { assertOk, elements, type IspDoc, unwrap } from './ispmanager-http.js';

// FTP accounts, cron jobs and usage of one panel user (docs/hosting-control.md): ftp.user.*, scheduler.* and
// userstat, through the admin's authinfo plus `su=<login>` like the sites.

export interface PanelFtpUser {
  name: string;
  /** Relative to the user's home, without a leading slash; '' is the whole home. */
  home: string;
  active: boolean;
}

export interface PanelCronJob {
  key: string;
  command: string;
  /** minute hour day-of-month month day-of-week. */
  expression: string;
  active: boolean;
}

/** limit_* key → used and total (null: no limit); disk (limit_quota) in MiB. */
export type PanelUsage = Record<string, { used: number; total: number | null }>;

export interface PanelCustomerTools {
  listFtpUsers(): Promise<PanelFtpUser[]>;
  createFtpUser(user: { name: string; password: string; home: string }): Promise<void>;
  updateFtpUser(name: string, changes: { password?: string; home?: string }): Promise<void>;
  /** An account already gone counts as done. */
  deleteFtpUser(name: string): Promise<void>;
  listCronJobs(): Promise<PanelCronJob[]>;
  /** Answers the new job's key when the panel tells it. */
  createCronJob(job: { command: string; expression: string }): Promise<string | null>;
  updateCronJob(key: string, job: { command: string; expression: string }): Promise<void>;
  deleteCronJob(key: string): Promise<void>;
  usage(): Promise<PanelUsage>;
}

type Caller = (params: Record<string, string>) => Promise<IspDoc>;

const FIELDS = ['input_min', 'input_hour', 'input_dmonth', 'input_month', 'input_dweek'] as const;

function scheduleParams(job: { command: string; expression: string }): Record<string, string> {
  const parts = job.expression.trim().split(/\s+/);
  return {
    command: job.command,
    schedule_type: 'type_expert',
    active: 'on',
    ...Object.fromEntries(FIELDS.map((field, index) => [field, parts[index] ?? '*'])),
  };
}

const numberOf = (value: unknown): number | null => {
  const text = unwrap(value)?.trim() ?? '';
  if (text === '' || !/^\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
};

async function ignoringMissed(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof PanelError && error.type === 'missed')) throw error;
  }
}

export function ispmanagerTools(call: Caller, login: string): PanelCustomerTools {
  const as = (params: Record<string, string>) => ({ ...params, su: login });
  /** A change (`sok=ok`) the panel must confirm; its answer carries a new object's key. */
  const write = async (params: Record<string, string>): Promise<IspDoc> => {
    const doc = await call({ ...params, sok: 'ok' });
    assertOk(params.func ?? '?', doc);
    return doc;
  };
  return {
    async listFtpUsers() {
      const doc = await call(as({ func: 'ftp.user' }));
      return elements(doc).map((row) => ({
        name: unwrap(row.name) ?? '',
        home: (unwrap(row.home) ?? '').replace(/^\/+|\/+$/g, ''),
        active: unwrap(row.active) !== 'off',
      }));
    },
    async createFtpUser(user) {
      await write(
        as({
          func: 'ftp.user.edit',
          name: user.name,
          passwd: user.password,
          confirm: user.password,
          home: `/${user.home}`,
        }),
      );
    },
    async updateFtpUser(name, changes) {
      await write(
        as({
          func: 'ftp.user.edit',
          elid: name,
          ...(changes.password !== undefined ? { passwd: changes.password, confirm: changes.password } : {}),
          ...(changes.home !== undefined ? { home: `/${changes.home}` } : {}),
        }),
      );
    },
    deleteFtpUser: (name) => ignoringMissed(() => write(as({ func: 'ftp.user.delete', elid: name }))),
    async listCronJobs() {
      const doc = await call(as({ func: 'scheduler' }));
      // The list has no schedule: each job's form has its five fields.
      return Promise.all(
        elements(doc).map(async (row) => {
          const key = unwrap(row.key) ?? '';
          const form = await call(as({ func: 'scheduler.edit', elid: key }));
          return {
            key,
            command: unwrap(row.command) ?? unwrap(form.command) ?? '',
            expression: FIELDS.map((field) => unwrap(form[field]) ?? '*').join(' '),
            active: unwrap(row.active) !== 'off',
          };
        }),
      );
    },
    async createCronJob(job) {
      const doc = await write(as({ func: 'scheduler.edit', ...scheduleParams(job) }));
      return unwrap(doc.id) ?? null;
    },
    async updateCronJob(key, job) {
      await write(as({ func: 'scheduler.edit', elid: key, ...scheduleParams(job) }));
    },
    deleteCronJob: (key) => ignoringMissed(() => write(as({ func: 'scheduler.delete', elid: key }))),
    async usage() {
      const doc = await call(as({ func: 'userstat' }));
      const usage: PanelUsage = {};
      for (const row of elements(doc)) {
        const name = row.name as { $orig?: unknown } | undefined;
        const key = typeof name?.$orig === 'string' ? name.$orig : unwrap(row.name);
        if (!key) continue;
        usage[key] = { used: numberOf(row.usages_used) ?? 0, total: numberOf(row.usages_total) };
      }
      return usage;
    },
  };
}
