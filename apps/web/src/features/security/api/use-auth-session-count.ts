import { useAuthHistory } from './auth-history';

/** The number of sessions for the profile menu; 0 until the list arrives. */
export function useAuthSessionCount(): number {
  return useAuthHistory().data?.length ?? 0;
}
