// The confirmation link mailed to a customer, `/support/confirm#<token>`: after `#`, so no server, log or
// Referer sees it. The token is spent once, so it is taken out of the address at once and kept nowhere.

/** The API's tokens are 32 random bytes in base64url (43 characters); anything far from that is no token. */
const TOKEN = /^#([A-Za-z0-9_-]{20,100})$/;

/** The token of the link this page opened, taken out of the address; null when it carries none. */
export function takeConfirmToken(): string | null {
  const { hash, pathname, search } = window.location;
  if (!hash) return null;
  window.history.replaceState(window.history.state, '', pathname + search);
  return TOKEN.exec(hash)?.[1] ?? null;
}
