// docs/product/account.md: during password recovery the browser keeps `email` and `session_id`. sessionStorage keeps them
// to this tab and ends them with it. The time another code may be asked for rides along, so /verify-email can
// show the wait the API gave (resend_after) even after a reload.
const EMAIL_KEY = 'email';
const SESSION_KEY = 'session_id';
const RESEND_AT_KEY = 'recovery_resend_at';

export type RecoveryState = { email: string | null; sessionId: string | null; resendAt: number | null };

export function storeRecovery(email: string, sessionId: string, resendAt?: number): void {
  sessionStorage.setItem(EMAIL_KEY, email);
  sessionStorage.setItem(SESSION_KEY, sessionId);
  if (resendAt === undefined) sessionStorage.removeItem(RESEND_AT_KEY);
  else sessionStorage.setItem(RESEND_AT_KEY, String(resendAt));
}

export function readRecovery(): RecoveryState {
  try {
    const resendAt = Number(sessionStorage.getItem(RESEND_AT_KEY));
    return {
      email: sessionStorage.getItem(EMAIL_KEY),
      sessionId: sessionStorage.getItem(SESSION_KEY),
      resendAt: Number.isFinite(resendAt) && resendAt > 0 ? resendAt : null,
    };
  } catch {
    return { email: null, sessionId: null, resendAt: null };
  }
}

/** Seconds from `now` until another code may be asked for; 0 when it may be now. */
export const secondsUntil = (resendAt: number | null, now: number): number =>
  resendAt === null ? 0 : Math.max(0, Math.ceil((resendAt - now) / 1000));

export function clearRecovery(): void {
  sessionStorage.removeItem(EMAIL_KEY);
  sessionStorage.removeItem(SESSION_KEY);
  sessionStorage.removeItem(RESEND_AT_KEY);
}
