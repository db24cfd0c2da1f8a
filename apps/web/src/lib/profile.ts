import { apiPaths, type UserProfile } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';

export const profileQueryKey = ['profile'] as const;

// Every logged-in page's header reads it: the schema (and zod) load with the request, not with the page.
const profileAnswer = {
  load: () => import('@portal/contracts/session-answers').then((module) => module.userProfileSchema),
};

export async function getProfile(signal?: AbortSignal): Promise<UserProfile | null> {
  return (await apiRequest(apiPaths.profile, { schema: profileAnswer, ...(signal ? { signal } : {}) })).data;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) });

/** The logged-in user's profile; no request is made without a stored token. */
export function useProfile() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...profileQueryOptions(), enabled: isLoggedIn });
}
