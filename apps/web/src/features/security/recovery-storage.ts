// Spec §3: during password recovery the browser keeps `email` and `session_id`. sessionStorage keeps them
// to this tab and ends them with it.
const EMAIL_KEY = 'email';
const SESSION_KEY = 'session_id';

export type RecoveryState = { email: string | null; sessionId: string | null };

export function storeRecovery(email: string, sessionId: string): void {
  sessionStorage.setItem(EMAIL_KEY, email);
  sessionStorage.setItem(SESSION_KEY, sessionId);
}

export function readRecovery(): RecoveryState {
  try {
    return { email: sessionStorage.getItem(EMAIL_KEY), sessionId: sessionStorage.getItem(SESSION_KEY) };
  } catch {
    return { email: null, sessionId: null };
  }
}

export function clearRecovery(): void {
  sessionStorage.removeItem(EMAIL_KEY);
  sessionStorage.removeItem(SESSION_KEY);
}
