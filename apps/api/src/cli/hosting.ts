import { buildHostingAdapter } from '../composition/adapters.js';
import type { Database } from '../db/database.js';
import { InputError } from '../lib/input-error.js';
import {
  findServer,
  findTariff,
  insertServer,
  insertTariff,
  listAllTariffs,
  listServers,
  updateServer,
  updateTariff,
} from '../modules/hosting/catalogue.repository.js';
import type { HostingDeps } from '../modules/hosting/hosting-deps.js';
import {
  describeServer,
  describeTariff,
  type Flags,
  serverFromFlags,
  TRANSLATION_OPTIONS,
  tariffFromFlags,
} from '../modules/hosting/staff/catalogue-admin.js';
import { answerInputErrors, parseCommandLine, runAsScript } from './script.js';

// The operators' tool until an admin console exists: servers and tariffs, and a panel connection test.

export const USAGE = `usage: hosting <command> [flags]
  server:list
  server:add   --name N --api-url https://host:1500/ispmgr --admin-login root --admin-password P
               [--ip --location --cpu --ram --panel-url --port-http --port-https --port-ispmanager
                --dns1 --dns2 --login-base-url --wap-url-template '…{login}…{key}…' --tls-insecure]
  server:edit  --id ID [any server:add flag] [--enable | --disable]
               names customers see in other languages (uz is --name/--location and the fallback):
               [--name-uzc --name-ru --name-en --name-tj --location-uzc --location-ru --location-en --location-tj]
  server:test  --id ID
  tariff:list  [--server-id ID]
  tariff:add   --server-id ID --name N --preset P --price 2592000=30000 [--price …] [--limit limit_quota=1024 …]
  tariff:edit  --id ID [any tariff:add flag] [--enable | --disable]
               [--name-uzc --name-ru --name-en --name-tj]; an empty value removes a name
Prices are som per period (86400 day, 2592000 month, 31536000 year); limit_quota and limit_memory are MiB.`;

const OPTIONS = {
  id: { type: 'string' },
  'server-id': { type: 'string' },
  name: { type: 'string' },
  ip: { type: 'string' },
  location: { type: 'string' },
  cpu: { type: 'string' },
  ram: { type: 'string' },
  'panel-url': { type: 'string' },
  'port-http': { type: 'string' },
  'port-https': { type: 'string' },
  'port-ispmanager': { type: 'string' },
  dns1: { type: 'string' },
  dns2: { type: 'string' },
  'api-url': { type: 'string' },
  'login-base-url': { type: 'string' },
  'wap-url-template': { type: 'string' },
  'admin-login': { type: 'string' },
  'admin-password': { type: 'string' },
  'tls-insecure': { type: 'boolean' },
  preset: { type: 'string' },
  limit: { type: 'string', multiple: true },
  price: { type: 'string', multiple: true },
  enable: { type: 'boolean' },
  disable: { type: 'boolean' },
  ...TRANSLATION_OPTIONS,
} as const;

const idOf = (flags: Flags, name = 'id'): number => {
  const id = Number(flags[name]);
  if (!Number.isInteger(id) || id <= 0) throw new InputError(`--${name} must be a number`);
  return id;
};

async function dispatch(
  command: string,
  flags: Flags,
  db: Database,
  deps: HostingDeps,
  write: (line: string) => void,
) {
  switch (command) {
    case 'server:list':
      for (const row of await listServers(db, false)) write(describeServer(row));
      return 0;
    case 'server:add': {
      const row = await insertServer(
        db,
        serverFromFlags(flags, deps.box, true) as Parameters<typeof insertServer>[1],
      );
      write(`added ${describeServer(row)}`);
      return 0;
    }
    case 'server:edit': {
      const current = await findServer(db, idOf(flags));
      if (!current) throw new InputError(`no server ${String(flags.id)}`);
      const row = await updateServer(db, current.id, serverFromFlags(flags, deps.box, false, current));
      if (!row) throw new InputError(`no server ${String(flags.id)}`);
      write(`updated ${describeServer(row)}`);
      return 0;
    }
    case 'server:test': {
      const server = await findServer(db, idOf(flags));
      if (!server) throw new InputError(`no server ${String(flags.id)}`);
      try {
        const who = await deps.panelFor(server).whoami();
        write(`server #${server.id} ${server.name}: the panel answered as "${who}"`);
        return 0;
      } catch (error) {
        write(
          `server #${server.id} ${server.name}: FAILED: ${error instanceof Error ? error.message : String(error)}`,
        );
        return 1;
      }
    }
    case 'tariff:list': {
      const serverId = flags['server-id'] === undefined ? undefined : idOf(flags, 'server-id');
      for (const row of await listAllTariffs(db)) {
        if (serverId === undefined || row.serverId === serverId) write(describeTariff(row));
      }
      return 0;
    }
    case 'tariff:add': {
      const fields = tariffFromFlags(flags, true);
      if (!(await findServer(db, fields.serverId ?? 0)))
        throw new InputError(`no server ${String(flags['server-id'])}`);
      const row = await insertTariff(db, fields as Parameters<typeof insertTariff>[1]);
      write(`added ${describeTariff(row)}`);
      return 0;
    }
    case 'tariff:edit': {
      const current = await findTariff(db, idOf(flags));
      if (!current) throw new InputError(`no tariff ${String(flags.id)}`);
      const row = await updateTariff(db, current.id, tariffFromFlags(flags, false, current));
      if (!row) throw new InputError(`no tariff ${String(flags.id)}`);
      write(`updated ${describeTariff(row)}`);
      return 0;
    }
    default:
      throw new InputError(USAGE);
  }
}

/** Runs one command; answers the exit code (0 ok, 1 failed, 2 bad input). */
export async function runHostingCli(
  argv: string[],
  db: Database,
  deps: HostingDeps,
  write: (line: string) => void,
): Promise<number> {
  return answerInputErrors(write, () => {
    const { positionals, values } = parseCommandLine(argv, OPTIONS);
    const [command] = positionals;
    if (!command) throw new InputError(USAGE);
    return dispatch(command, values, db, deps, write);
  });
}

runAsScript(import.meta.url, (db, config, write) => {
  return runHostingCli(process.argv.slice(2), db, buildHostingAdapter(config.hosting), write);
});
