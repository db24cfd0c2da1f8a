// A visitor's ticket opens through the secret of an e-mailed link, `/support/guest#<token>`: after `#`, so the
// browser never sends it to a server (no log, proxy or Referer sees it). The API takes it in a header, so the
// address need not keep it: it is taken out (not left in the history, a shared screen or a copied address) and
// kept for this tab only, so a reload still opens the thread. The e-mail keeps the link for another day.

const STORAGE_KEY = 'guestTicketToken';
/** The API's tokens are 32 random bytes in base64url (43 characters); anything far from that is no token. */
const TOKEN = /^#([A-Za-z0-9_-]{20,100})$/;

function kept(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The token of the link this tab opened: from the address's fragment when it carries one (which then leaves the
 * address), else the one kept earlier in the tab. Null when neither holds one.
 */
export function takeGuestToken(): string | null {
  const { hash, pathname, search } = window.location;
  if (!hash) return kept();
  window.history.replaceState(window.history.state, '', pathname + search);
  // A fragment that is no token (a link cut short) opens nothing, not a ticket this tab kept from another link.
  const fromAddress = TOKEN.exec(hash)?.[1];
  if (!fromAddress) return null;
  try {
    sessionStorage.setItem(STORAGE_KEY, fromAddress);
  } catch {
    // Storage blocked: the thread still opens now, only a reload loses it.
  }
  return fromAddress;
}
