import { domainToASCII } from 'node:url';
import type { Caller } from './auth.js';
import { IspApiError } from './doc.js';
import type { IspState, IspUser } from './types.js';

// What sites, certificates and zones share: the caller's scope (with su, the user's objects only), the limits
// checked on create, and the panel's name rule (reference/ispmanager-sites.md, "What a faithful simulator must do").

const HOST = /^(?=.{1,253}$)((?!-)[a-z0-9-]{1,63}(?<!-)\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59}(?<!-))$/;

/** A domain name in punycode, lowercase, without the trailing dot; anything else is a `value` error on `field`. */
export function domainName(raw: string | undefined, field: string): string {
  const ascii = domainToASCII((raw ?? '').trim().replace(/\.$/, '').toLowerCase());
  if (ascii === '' || !HOST.test(ascii)) {
    throw new IspApiError('value', field, `The value of the "${field}" field is invalid: ${raw ?? ''}`);
  }
  return ascii;
}

/** Whether the caller sees an object of `owner`: the administrator all, a user (or su) their own. */
export const inScope = (caller: Caller, owner: string): boolean => caller.isAdmin || caller.login === owner;

/** The user a create belongs to: the su target, or `owner` when the administrator names one. */
export function ownerOf(state: IspState, caller: Caller, owner: string | undefined): IspUser {
  const name = caller.isAdmin ? (owner ?? '') : caller.login;
  const user = state.users.get(name);
  if (user === undefined) throw new IspApiError('value', 'owner', `User "${name}" not found`);
  return user;
}

/**
 * A create is refused once the user has as many objects as `limit_*` allows; an absent limit is unlimited.
 * The real panel's error type for this is unconfirmed: the object always names the limit.
 */
export function checkLimit(user: IspUser, key: string, count: number): void {
  const limit = user.limits[key];
  if (limit === undefined || limit === '') return;
  if (count >= Number(limit)) {
    throw new IspApiError('limit', key, `The limit "${key}" (${limit}) has been reached`);
  }
}

/** Missing or someone else's: the panel answers `missed` either way. */
export function missed(object: string, name: string): IspApiError {
  return new IspApiError('missed', object, `"${name}" not found`);
}
