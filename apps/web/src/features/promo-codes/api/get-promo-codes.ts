import { type PromoCodesOverview, promoCodePaths, promoCodesOverviewSchema } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';

export const promoCodesQueryKey = ['promo-codes'] as const;

export async function getPromoCodes(signal?: AbortSignal): Promise<PromoCodesOverview> {
  return (
    await apiRequest(promoCodePaths.overview, {
      schema: promoCodesOverviewSchema,
      ...(signal ? { signal } : {}),
    })
  ).data;
}

export const promoCodesQueryOptions = () =>
  queryOptions({ queryKey: promoCodesQueryKey, queryFn: ({ signal }) => getPromoCodes(signal) });

/** The four figures, the received codes and the history. */
export function usePromoCodes() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...promoCodesQueryOptions(), enabled: isLoggedIn });
}
