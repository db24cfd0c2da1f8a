// The confirmation link mailed to a customer, `/support/confirm#<token>`: after `#`, so no server, log or
// Referer sees it. It is taken out of the address at once; the page may mount again while it loads (prerendered
// shell, lazy route), so the token read is remembered for this page load rather than read again from an address
// that no longer has it.

/** The API's tokens are 32 random bytes in base64url (43 characters); anything far from that is no token. */
const TOKEN = /^#([A-Za-z0-9_-]{20,100})$/;

let taken: { path: string; token: string | null } | null = null;

/** The token of the link this page opened, taken out of the address; null when it carries none. */
export function takeConfirmToken(): string | null {
  const { hash, pathname, search } = window.location;
  if (!hash) return taken?.path === pathname ? taken.token : null;
  window.history.replaceState(window.history.state, '', pathname + search);
  taken = { path: pathname, token: TOKEN.exec(hash)?.[1] ?? null };
  return taken.token;
}
