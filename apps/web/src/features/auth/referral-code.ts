import { REFERRAL_CODE_PATTERN, REFERRAL_QUERY_PARAM } from '@portal/contracts';

// The referral code of a registration link (`/registration?ref=<code>`) is kept for the tab, so a visitor who
// reads the rules or leaves and comes back still registers as the referrer's referral.

const STORAGE_KEY = 'referralCode';

/** Keeps the code of the link the page was opened with, if it is a well-formed one. */
export function rememberReferralCode(search: URLSearchParams): void {
  const code = search.get(REFERRAL_QUERY_PARAM)?.trim();
  if (!code || !REFERRAL_CODE_PATTERN.test(code)) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage blocked (private mode in some browsers): the code still goes with a registration on this page.
  }
}

export function storedReferralCode(search: URLSearchParams): string | undefined {
  const fromLink = search.get(REFERRAL_QUERY_PARAM)?.trim();
  if (fromLink && REFERRAL_CODE_PATTERN.test(fromLink)) return fromLink;
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetReferralCode(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
