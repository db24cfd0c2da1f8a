import { type ReferralsOverview, referralPaths, referralsOverviewSchema } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';

export const referralsQueryKey = ['referrals'] as const;

export async function getReferrals(signal?: AbortSignal): Promise<ReferralsOverview> {
  return (
    await apiRequest(referralPaths.overview, {
      schema: referralsOverviewSchema,
      ...(signal ? { signal } : {}),
    })
  ).data;
}

export const referralsQueryOptions = () =>
  queryOptions({ queryKey: referralsQueryKey, queryFn: ({ signal }) => getReferrals(signal) });

/** The customer's link, figures and the people they brought. */
export function useReferrals() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...referralsQueryOptions(), enabled: isLoggedIn });
}
