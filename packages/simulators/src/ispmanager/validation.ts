import { IspApiError } from './doc.js';
import { normalizeLimits } from './state.js';
import type { IspLimits, IspState } from './types.js';

/** Login rule of docs/providers/ispmanager.md: lowercase, starts with a letter, at most 32 characters. */
const NAME_PATTERN = /^[a-z][a-z0-9_-]{0,31}$/;
/** Reference §1.5: passwords are at most 128 characters. */
const MAX_PASSWORD_LENGTH = 128;
const MIN_PASSWORD_LENGTH = 8;
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'qwerty123',
  '12345678',
  '123456789',
  'qwertyuiop',
]);

export function validateName(name: string | undefined): string {
  if (name === undefined || !NAME_PATTERN.test(name)) {
    throw new IspApiError('value', 'name', `The value of the "name" field is invalid: ${name ?? ''}`);
  }
  return name;
}

/*
 * The real strength check is configurable on a panel; this fake refuses what every setting would: shorter
 * than 8, a single character class (only letters, only digits …) or a well-known password.
 */
export function isWeakPassword(passwd: string): boolean {
  if (passwd.length < MIN_PASSWORD_LENGTH) return true;
  if (COMMON_PASSWORDS.has(passwd.toLowerCase())) return true;
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((pattern) => pattern.test(passwd));
  return classes.length < 2;
}

/** `confirm`, when sent, must equal `passwd` (reference §5). */
export function validatePassword(passwd: string | undefined, confirm: string | undefined): string {
  if (passwd === undefined || passwd === '') {
    throw new IspApiError('value', 'passwd', 'The password is empty');
  }
  if (confirm !== undefined && confirm !== passwd) {
    throw new IspApiError('value', 'passwd', 'The passwords do not match');
  }
  if (passwd.length > MAX_PASSWORD_LENGTH) {
    throw new IspApiError('value', 'passwd', 'The password is too long');
  }
  if (isWeakPassword(passwd)) {
    throw new IspApiError('value', 'passwd', 'The password is too weak');
  }
  return passwd;
}

export function requirePreset(state: IspState, preset: string): IspLimits {
  const limits = state.presets.get(preset);
  if (limits === undefined) {
    throw new IspApiError('value', 'preset', `Preset "${preset}" not found`);
  }
  return limits;
}

/** Sent `limit_*` override the base; a sent empty value makes that limit unlimited (reference §1.5). */
export function applyLimitParams(base: IspLimits, params: Record<string, string>): IspLimits {
  const limits = { ...base };
  for (const [key, value] of Object.entries(params)) {
    if (!key.startsWith('limit_')) continue;
    if (value.trim() === '') delete limits[key];
  }
  return { ...limits, ...normalizeLimits(params) };
}

/** `elid` may name several objects separated by ", " (reference §1.1). */
export function splitElid(elid: string | undefined): string[] {
  return (elid ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}
