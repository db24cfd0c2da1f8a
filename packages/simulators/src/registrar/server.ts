import { createServer } from 'node:http';
import { closeServer, type ListenOptions, listen, readBody, safeHandler, sendJson } from '../shared/http.js';

// A stand-in for a reseller registrar API of the ResellerClub / LogicBoxes shape (docs/providers/registrar.md):
// GET /api/domains/available.json, details-by-name.json, /api/billing/reseller-balance.json; POST
// /api/domains/register.json, renew.json, transfer.json, restore.json, modify-ns.json,
// enable-/disable-theft-protection.json.
// Every call carries auth-userid and api-key; write calls take form fields, repeated ones (ns, tlds) as
// repeated keys. Answers are JSON; failures are {status: "ERROR", message}.

export interface RegistrarDomain {
  orderId: string;
  name: string;
  /** Seconds since the epoch, as the API answers `endtime`. */
  expiresAt: number;
  nameservers: string[];
  locked: boolean;
  authCode: string;
  status: 'Active' | 'PendingTransfer';
  /** Registered by another reseller (a taken name), not in our account. */
  foreign: boolean;
  /** Seconds since the epoch of the registration: a name younger than 60 days cannot move (ICANN's rule). */
  createdAt?: number;
}

/** How a name held elsewhere refuses a transfer, as its current registrar would. */
export interface ElsewhereOptions {
  /** The owner has not unlocked it at the current registrar (clientTransferProhibited). */
  locked?: boolean;
  /** Registered this many days ago (default a year). */
  registeredDaysAgo?: number;
}

export type RegistrarOperation =
  | 'available'
  | 'register'
  | 'renew'
  | 'transfer'
  | 'restore'
  | 'modify-ns'
  | 'details';

export interface RegistrarSimulatorOptions extends ListenOptions {
  userId: string;
  apiKey: string;
  /** The reseller's balance in USD; a registration or renewal costs `pricePerYear` a year. */
  balance?: number;
  pricePerYear?: number;
  /** Seconds since the epoch "now" is (tests move it); defaults to the wall clock. */
  now?: () => number;
}

export interface RegistrarSimulator {
  /** The API base, e.g. http://127.0.0.1:41234 (paths start with /api/). */
  url: string;
  domains: Map<string, RegistrarDomain>;
  balance(): number;
  setBalance(usd: number): void;
  /** Another reseller registers the name now (between a customer's check and our register). */
  takeElsewhere(name: string, options?: ElsewhereOptions): void;
  /** The next call of `operation` answers only after `ms` (longer than a client's time-out). */
  delayNext(operation: RegistrarOperation, ms: number): void;
  /** Every call, oldest first, with its parameters (the api-key masked). */
  calls: { operation: string; params: Record<string, string[]> }[];
  close(): Promise<void>;
}

const DAY_SECONDS = 86_400;
const YEAR_SECONDS = 365 * DAY_SECONDS;
/** A restore costs the reseller about five years' worth, as registries charge for redemption. */
const RESTORE_FEE_YEARS = 5;

const fail = (message: string) => ({ status: 'ERROR', message });

export async function startRegistrarSimulator(
  options: RegistrarSimulatorOptions,
): Promise<RegistrarSimulator> {
  const domains = new Map<string, RegistrarDomain>();
  const delays = new Map<string, number>();
  const calls: RegistrarSimulator['calls'] = [];
  const pricePerYear = options.pricePerYear ?? 10;
  let balance = options.balance ?? 1000;
  let nextOrder = 70_000_000;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const ours = (name: string) => {
    const found = domains.get(name);
    return found && !found.foreign ? found : undefined;
  };
  const byOrder = (orderId: string | undefined) =>
    [...domains.values()].find((d) => d.orderId === orderId && !d.foreign);

  function handle(operation: string, params: Record<string, string[]>): [number, unknown] {
    const one = (key: string) => params[key]?.[0];
    const many = (key: string) => params[key] ?? [];
    switch (operation) {
      case 'domains/available': {
        const label = one('domain-name') ?? '';
        return [
          200,
          Object.fromEntries(
            many('tlds').map((tld) => {
              const name = `${label}.${tld}`;
              const found = domains.get(name);
              const status = !found ? 'available' : found.foreign ? 'regthroughothers' : 'regthroughus';
              return [name, { classkey: `dot${tld}`, status }];
            }),
          ),
        ];
      }
      case 'domains/register': {
        const name = one('domain-name') ?? '';
        const years = Number(one('years'));
        if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(name) || !(years >= 1 && years <= 10)) {
          return [400, fail('Invalid domain name or years')];
        }
        if (domains.has(name)) return [500, fail(`Domain already registered: ${name}`)];
        if (many('ns').length < 2) return [400, fail('At least 2 name servers are required')];
        const cost = pricePerYear * years;
        if (balance < cost) return [500, fail('Insufficient funds in the reseller account')];
        balance -= cost;
        nextOrder += 1;
        const domain: RegistrarDomain = {
          orderId: String(nextOrder),
          name,
          expiresAt: now() + years * YEAR_SECONDS,
          nameservers: many('ns'),
          locked: true,
          authCode: `auth-${nextOrder}`,
          status: 'Active',
          foreign: false,
        };
        domains.set(name, domain);
        return [
          200,
          {
            entityid: domain.orderId,
            actionstatus: 'Success',
            actiontypedesc: `Registration of ${name} for ${years} year(s)`,
            description: name,
          },
        ];
      }
      case 'domains/renew': {
        const domain = byOrder(one('order-id'));
        const years = Number(one('years'));
        if (!domain) return [400, fail('Invalid order-id')];
        // The API refuses a renewal whose exp-date is not the domain's current one (a stale cache).
        if (one('exp-date') !== String(domain.expiresAt))
          return [400, fail('Required parameter missing: exp-date')];
        if (!(years >= 1 && years <= 10)) return [400, fail('Invalid years')];
        const cost = pricePerYear * years;
        if (balance < cost) return [500, fail('Insufficient funds in the reseller account')];
        balance -= cost;
        domain.expiresAt += years * YEAR_SECONDS;
        return [200, { entityid: domain.orderId, actionstatus: 'Success', description: domain.name }];
      }
      case 'domains/transfer': {
        const name = one('domain-name') ?? '';
        const found = domains.get(name);
        if (!found?.foreign) return [400, fail(`Domain is not registered elsewhere: ${name}`)];
        if (one('auth-code') !== found.authCode) return [400, fail('Invalid auth code')];
        // The refusals the losing registrar gives, worded as the reseller API passes them on.
        if (found.locked) return [400, fail('Domain is locked at the current registrar (transfer lock)')];
        if (found.createdAt !== undefined && now() - found.createdAt < 60 * DAY_SECONDS)
          return [400, fail('Domain was registered less than 60 days ago and cannot be transferred yet')];
        const cost = pricePerYear;
        if (balance < cost) return [500, fail('Insufficient funds in the reseller account')];
        balance -= cost;
        nextOrder += 1;
        Object.assign(found, {
          foreign: false,
          orderId: String(nextOrder),
          status: 'PendingTransfer',
          nameservers: many('ns'),
          expiresAt: found.expiresAt + YEAR_SECONDS,
        });
        return [200, { entityid: found.orderId, actionstatus: 'Success', description: name }];
      }
      case 'domains/restore': {
        // Only an expired name can be restored; it comes back for a year from now at the restore fee.
        const domain = byOrder(one('order-id'));
        if (!domain) return [400, fail('Invalid order-id')];
        if (domain.expiresAt > now())
          return [400, fail('Domain is not in redemption: restore is not allowed')];
        const cost = pricePerYear * RESTORE_FEE_YEARS;
        if (balance < cost) return [500, fail('Insufficient funds in the reseller account')];
        balance -= cost;
        domain.expiresAt = now() + YEAR_SECONDS;
        return [200, { entityid: domain.orderId, actionstatus: 'Success', description: domain.name }];
      }
      case 'domains/modify-ns': {
        const domain = byOrder(one('order-id'));
        if (!domain) return [400, fail('Invalid order-id')];
        if (many('ns').length < 2) return [400, fail('At least 2 name servers are required')];
        domain.nameservers = many('ns');
        return [200, { entityid: domain.orderId, actionstatus: 'Success' }];
      }
      case 'domains/enable-theft-protection':
      case 'domains/disable-theft-protection': {
        const domain = byOrder(one('order-id'));
        if (!domain) return [400, fail('Invalid order-id')];
        domain.locked = operation === 'domains/enable-theft-protection';
        return [200, { entityid: domain.orderId, actionstatus: 'Success' }];
      }
      case 'domains/details-by-name': {
        const domain = ours(one('domain-name') ?? '');
        if (!domain) return [400, fail(`Website doesn't exist for ${one('domain-name')}`)];
        return [
          200,
          {
            orderid: domain.orderId,
            domainname: domain.name,
            endtime: String(domain.expiresAt),
            currentstatus: domain.status,
            orderstatus: domain.locked ? ['transferlock'] : [],
            domsecret: domain.authCode,
            ...Object.fromEntries(domain.nameservers.map((ns, index) => [`ns${index + 1}`, ns])),
          },
        ];
      }
      case 'billing/reseller-balance':
        return [200, { sellingcurrencybalance: balance, sellingcurrency: 'USD' }];
      default:
        return [404, fail(`Unknown API call ${operation}`)];
    }
  }

  const server = createServer(
    safeHandler(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://registrar');
      const match = /^\/api\/([a-z-]+\/[a-z-]+)\.json$/.exec(url.pathname);
      const params: Record<string, string[]> = {};
      const add = (source: URLSearchParams) => {
        for (const [key, value] of source) {
          const list = params[key] ?? [];
          list.push(value);
          params[key] = list;
        }
      };
      add(url.searchParams);
      if (req.method === 'POST') add(new URLSearchParams(await readBody(req)));
      const operation = match?.[1] ?? '';
      calls.push({ operation, params: { ...params, 'api-key': ['***'] } });
      if (params['auth-userid']?.[0] !== options.userId || params['api-key']?.[0] !== options.apiKey) {
        return sendJson(res, 403, fail('Access Denied: invalid auth-userid or api-key'));
      }
      const short = operation
        .replace(/^domains\//, '')
        .replace('details-by-name', 'details') as RegistrarOperation;
      const delay = delays.get(short);
      if (delay !== undefined) {
        delays.delete(short);
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
      const [status, payload] = handle(operation, params);
      sendJson(res, status, payload);
    }),
  );
  const url = await listen(server, options);
  return {
    url,
    domains,
    calls,
    balance: () => balance,
    setBalance: (usd) => {
      balance = usd;
    },
    takeElsewhere: (name, elsewhere = {}) => {
      domains.set(name, {
        orderId: '',
        name,
        expiresAt: now() + YEAR_SECONDS,
        createdAt: now() - (elsewhere.registeredDaysAgo ?? 365) * DAY_SECONDS,
        nameservers: ['ns1.other.example', 'ns2.other.example'],
        locked: elsewhere.locked ?? false,
        authCode: `their-${name}`,
        status: 'Active',
        foreign: true,
      });
    },
    delayNext: (operation, ms) => {
      delays.set(operation, ms);
    },
    close: () => closeServer(server),
  };
}
