import { useSearchParams } from 'react-router';
import { paths } from '@/config/paths';

/** The query parameter of /login, /registration and /email-verification naming where the customer was heading. */
export const RETURN_PARAM = 'next';

// Any origin would do: a relative path resolved against it must keep it, or the value named another site.
const PROBE_ORIGIN = 'https://portal.invalid';

// Returning to these would loop (the guest pages) or end the session just started (logout).
const neverReturnTo = new Set<string>([
  paths.login.path,
  paths.registration.path,
  paths.forgotPassword.path,
  paths.logout.path,
]);

/**
 * The path to go to after login, or null. Only a path of this site is accepted: never an absolute URL, a
 * protocol-relative `//host`, a backslash (browsers read `/\host` as `//host`) or a control character, so
 * the parameter cannot turn the login page into an open redirect.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || neverReturnTo.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `base` with the return path in its query; `base` alone when there is no safe one. */
export function withReturnPath(base: string, returnTo: string | null | undefined): string {
  const safe = safeReturnPath(returnTo);
  return safe ? `${base}?${new URLSearchParams({ [RETURN_PARAM]: safe })}` : base;
}

/** The safe return path carried in the current page's query, or null. */
export function useReturnPath(): string | null {
  const [searchParams] = useSearchParams();
  return safeReturnPath(searchParams.get(RETURN_PARAM));
}
