import type { Clock } from '../shared/clock.js';

/** `limit_*` values as the panel stores them; an absent key means unlimited (docs/providers/ispmanager.md). */
export type IspLimits = Record<string, string>;

export interface IspUser {
  name: string;
  /** 16 is an ordinary user (reference §1.4). */
  level: number;
  owner: string;
  preset: string;
  fullname: string;
  passwd: string;
  active: 'on' | 'off';
  limits: IspLimits;
}

export interface IspKey {
  key: string;
  username: string;
  expiresAt: number;
}

export interface IspSession {
  id: string;
  username: string;
  level: number;
  address: string;
  lastSeenAt: number;
}

/** Let's Encrypt issuance of a site: none, running (finishes after `leDelayMs`), issued or failed. */
export type IspLeState = 'none' | 'processing' | 'issued' | 'error';

/** A site (web domain) of a user (docs/hosting-control.md). */
export interface IspSite {
  id: number;
  /** Punycode name, unique on the panel. */
  name: string;
  aliases: string[];
  owner: string;
  /** Relative to the user's home: www/<name>. */
  home: string;
  ipaddr: string;
  phpMode: string;
  /** A key of the panel's PHP versions (isp-php74, native). */
  phpVersion: string;
  secure: boolean;
  /** selfsigned, letsencrypt's cert name, ssl_not_used. */
  sslCert: string;
  redirectHttp: boolean;
  active: boolean;
  le: { state: IspLeState; startedAt: number };
}

/** An SSL certificate of a user; `validAfter` is the day it lapses (YYYY-MM-DD). */
export interface IspCert {
  name: string;
  owner: string;
  type: 'selfsigned' | 'letsencrypt';
  validAfter: string;
  active: boolean;
}

export interface IspDnsRecord {
  /** FQDN with the trailing dot. */
  name: string;
  rtype: string;
  ttl: number;
  /** What the list shows: the address, target host, text or CAA presentation. */
  value: string;
  priority: number | null;
}

export interface IspZone {
  name: string;
  owner: string;
  ip: string;
  ns: string[];
  records: IspDnsRecord[];
}

/** A mail domain of a user; boxes live under it. */
export interface IspMailDomain {
  name: string;
  owner: string;
}

/** A mailbox; `name` is the whole address. The panel keeps (and shows) its password in clear. */
export interface IspMailbox {
  name: string;
  domain: string;
  owner: string;
  passwd: string;
  /** MiB; 0 is no limit. */
  maxsize: number;
  forward: string[];
  /** Forwarded mail is not kept in the box. */
  dontsave: boolean;
  usedMb: number;
  active: boolean;
}

/** A database user; its password is shown in clear by its form. */
export interface IspDbUser {
  name: string;
  password: string;
  remoteAccess: boolean;
}

/** A database of a user on the panel's one MySQL server; `key` is `<name>->MySQL`. */
export interface IspDatabase {
  name: string;
  owner: string;
  charset: string;
  sizeMb: number;
  users: IspDbUser[];
}

/** An FTP account; `home` is relative to its owner's home ('' = the whole home). */
export interface IspFtpUser {
  name: string;
  owner: string;
  passwd: string;
  home: string;
  active: boolean;
}

/** A cron job: the five fields as the expert form holds them. */
export interface IspCronJob {
  key: string;
  owner: string;
  command: string;
  min: string;
  hour: string;
  dmonth: string;
  month: string;
  dweek: string;
  active: boolean;
}

export interface IspState {
  admin: { login: string; password: string };
  presets: Map<string, IspLimits>;
  users: Map<string, IspUser>;
  keys: Map<string, IspKey>;
  sessions: Map<string, IspSession>;
  sites: Map<string, IspSite>;
  certs: Map<string, IspCert>;
  zones: Map<string, IspZone>;
  mailDomains: Map<string, IspMailDomain>;
  /** By address. */
  mailboxes: Map<string, IspMailbox>;
  /** By name (one MySQL server). */
  databases: Map<string, IspDatabase>;
  /** Installed PHP versions: key (isp-php74) → version (7.4.33). */
  phpVersions: Map<string, string>;
  /** The server's address: sites and default A records use it. */
  serverIp: string;
  /** The panel's name servers, put in every new zone. */
  nameservers: string[];
  /** Names whose DNS does not point at this server: Let's Encrypt fails for them (demo: none). */
  notPointing: Set<string>;
  /** How long a Let's Encrypt issuance takes. */
  leDelayMs: number;
  /** Whether a new site also gets its DNS zone (reference: unconfirmed on the real panel, so a switch). */
  siteCreatesZone: boolean;
  nextSiteId: number;
  /** FTP accounts by name; each user's own account (its login) is listed besides these and is never deleted. */
  ftpUsers: Map<string, IspFtpUser>;
  cronJobs: Map<string, IspCronJob>;
  nextCronId: number;
  /** Disk used per user in MiB (userstat's limit_quota row); tests and the control path set it. */
  diskUsed: Map<string, number>;
}

export type IspAuthMethod = 'authinfo' | 'session' | 'password' | 'key' | 'none';

export interface IspCall {
  at: number;
  func: string;
  /** Request parameters with passwd, confirm, password, key, auth and the authinfo password replaced by "***". */
  params: Record<string, string>;
  auth: IspAuthMethod;
  /** The authenticated login, when authentication succeeded. */
  user?: string;
}

export interface IspErrorSpec {
  type: string;
  object?: string;
  msg?: string;
}

/** Which calls a fault applies to: a func name (or any func) and how many times (default 1). */
export interface IspFaultScope {
  func?: string;
  times?: number | 'always';
}

export type IspFault = IspFaultScope &
  (
    | { kind: 'error'; error: IspErrorSpec }
    | { kind: 'delay'; ms: number }
    | { kind: 'http-status'; status: number }
    | { kind: 'html' }
    | { kind: 'drop-after-write' }
  );

export interface IspSeedUser {
  name: string;
  passwd: string;
  preset?: string;
  fullname?: string;
  active?: 'on' | 'off';
  limits?: IspLimits;
}

export interface IspmanagerSimulatorOptions {
  host?: string;
  port?: number;
  /** The panel administrator whose authinfo the billing side uses. Default root / root-password. */
  admin?: { login: string; password: string };
  /** Presets by name with their `limit_*` values, e.g. `{ basic: { limit_quota: '1024' } }`. */
  presets?: Record<string, Record<string, string | number>>;
  users?: IspSeedUser[];
  now?: Clock;
  /** The server's address (default 203.0.113.10). */
  serverIp?: string;
  /** Default 2000 ms; tests set 0. */
  leDelayMs?: number;
}

export interface IspFaultControls {
  add(fault: IspFault): void;
  failNext(func: string, error: IspErrorSpec, times?: number): void;
  delay(ms: number, scope?: IspFaultScope): void;
  httpStatus(status: number, scope?: IspFaultScope): void;
  html(scope?: IspFaultScope): void;
  dropAfterWrite(func: string, times?: number): void;
  list(): readonly IspFault[];
  clear(): void;
}

export interface IspmanagerSimulator {
  /** Base URL of the panel, e.g. http://127.0.0.1:41234 (the API is at `${url}/ispmgr`). */
  url: string;
  apiUrl: string;
  /** Live state; tests may read it (and seed it) directly. */
  state: IspState;
  faults: IspFaultControls;
  calls(): readonly IspCall[];
  clearCalls(): void;
  /** Back to the seeded state; clears faults, calls, keys and sessions. */
  reset(): void;
  close(): Promise<void>;
}
