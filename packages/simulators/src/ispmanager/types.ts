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

export interface IspState {
  admin: { login: string; password: string };
  presets: Map<string, IspLimits>;
  users: Map<string, IspUser>;
  keys: Map<string, IspKey>;
  sessions: Map<string, IspSession>;
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
