import type { IspAuthMethod, IspCall } from './types.js';

const SECRET_PARAMS = new Set(['passwd', 'confirm', 'password', 'key', 'auth']);
const REDACTED = '***';

/** Keeps the authinfo login (useful when reading a log) and hides every secret value. */
export function redactParams(params: Record<string, string>): Record<string, string> {
  const redacted: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (SECRET_PARAMS.has(name)) {
      redacted[name] = REDACTED;
    } else if (name === 'authinfo') {
      const colon = value.indexOf(':');
      redacted[name] = colon < 0 ? REDACTED : `${value.slice(0, colon)}:${REDACTED}`;
    } else {
      redacted[name] = value;
    }
  }
  return redacted;
}

export function describeAuth(params: Record<string, string>, hasCookie: boolean): IspAuthMethod {
  if (params.func === 'auth') return params.key !== undefined ? 'key' : 'password';
  if (params.authinfo !== undefined) return 'authinfo';
  if (params.auth !== undefined || hasCookie) return 'session';
  return 'none';
}

export class CallLog {
  #calls: IspCall[] = [];

  record(call: IspCall): IspCall {
    this.#calls.push(call);
    return call;
  }

  list(): readonly IspCall[] {
    return [...this.#calls];
  }

  clear(): void {
    this.#calls = [];
  }
}
