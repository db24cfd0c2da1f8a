import { apiPaths, type UserProfile } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';

export const profileQueryKey = ['profile'] as const;

export async function getProfile(signal?: AbortSignal): Promise<UserProfile | null> {
  const options = signal ? { signal } : {};
  return (await apiRequest<UserProfile | null>(apiPaths.profile, options)).data ?? null;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

/** The logged-in user's profile; no request is made without a stored token. */
export function useProfile() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...profileQueryOptions(), enabled: isLoggedIn });
}
