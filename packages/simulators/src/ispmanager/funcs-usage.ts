import { IspApiError } from './doc.js';
import type { FuncHandler } from './func-context.js';
import type { IspState, IspUser } from './types.js';

// `userstat` ("Limits"): per limit_* key, what the user uses of it (docs/hosting-control.md). The counters are
// the ones the creates check, so the two never disagree; disk is what the control path last set (MiB).

const LABELS: Record<string, string> = {
  limit_quota: 'Disk space',
  limit_webdomains: 'WWW domains',
  limit_domains: 'Domain names',
  limit_emails: 'Mailboxes',
  limit_db: 'Databases',
  limit_ftp_users: 'FTP users',
  limit_scheduler: 'Cron jobs',
};

function usages(state: IspState, user: IspUser): Record<string, number> {
  const own = <T extends { owner: string }>(map: Map<string, T>) =>
    [...map.values()].filter((item) => item.owner === user.name).length;
  return {
    limit_quota: state.diskUsed.get(user.name) ?? 0,
    limit_webdomains: own(state.sites),
    limit_domains: own(state.zones),
    limit_emails: own(state.mailboxes),
    limit_db: own(state.databases),
    limit_ftp_users: own(state.ftpUsers),
    limit_scheduler: own(state.cronJobs),
  };
}

/** As the user (su) or for the administrator's `elid`; an unlimited limit has an empty total. */
const userstat: FuncHandler = ({ state, caller, params }) => {
  const name = caller.isAdmin ? (params.elid ?? '') : caller.login;
  const user = state.users.get(name);
  if (user === undefined) throw new IspApiError('missed', 'elid', `User "${name}" not found`);
  const used = usages(state, user);
  const rows = Object.entries(used).map(([key, value]) => ({
    name: { $orig: key, $: LABELS[key] ?? key },
    usages_used: { $: String(value) },
    usages_total: { $: user.limits[key] ?? '' },
    units: { $: key === 'limit_quota' ? 'MiB' : '' },
  }));
  return { doc: { elem: rows } };
};

export const usageFuncs: Record<string, FuncHandler> = { userstat };
