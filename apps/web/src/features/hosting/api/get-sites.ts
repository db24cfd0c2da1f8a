import { hostingSitePaths, type SiteList, siteListSchema, sitePath } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { unlessLive, useLiveConnected } from '@/lib/live-connection';
import { sitesQueryKey } from './sites-keys';

/** While a certificate is being issued and no live stream is open, the list is read again this often. */
export const SSL_POLL_MS = 5000;

export async function getSites(orderId: number, signal?: AbortSignal): Promise<SiteList> {
  const path = sitePath(hostingSitePaths.sites, orderId);
  return (await apiRequest(path, { schema: siteListSchema, ...(signal ? { signal } : {}) })).data;
}

export const sitesQueryOptions = (orderId: number, isLive = false) =>
  queryOptions({
    queryKey: sitesQueryKey(orderId),
    queryFn: ({ signal }) => getSites(orderId, signal),
    refetchInterval: (query) =>
      unlessLive(
        isLive,
        query.state.data?.sites.some((site) => site.ssl.state === 'issuing') ? SSL_POLL_MS : false,
      ),
  });

/** The order's sites, the PHP versions its server offers and whether they may be changed now. */
export function useSites(orderId: number) {
  const isLive = useLiveConnected();
  return useQuery(sitesQueryOptions(orderId, isLive));
}
