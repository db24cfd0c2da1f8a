import {
  type Domain,
  type DomainDetail,
  domainDetailSchema,
  domainPath,
  domainPaths,
  domainSchema,
} from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';

export const domainsQueryKey = ['domains', 'mine'] as const;
export const domainQueryKey = (id: number) => [...domainsQueryKey, id] as const;

/** While the registrar or staff work on a domain, its screens are re-read this often to show the outcome. */
export const DOMAIN_POLL_MS = 5000;

const domainsSchema = z.array(domainSchema);
// Enough for one screen; a reseller's customer with more domains than this pages in the console.
const PAGE_SIZE = 100;

export type DomainsPage = { domains: Domain[]; total: number };

export async function getDomains(signal?: AbortSignal): Promise<DomainsPage> {
  const query = new URLSearchParams({ per_page: String(PAGE_SIZE) });
  const answer = await apiRequest(`${domainPaths.list}?${query}`, {
    schema: domainsSchema,
    ...(signal ? { signal } : {}),
  });
  return { domains: answer.data, total: answer.total ?? answer.data.length };
}

export async function getDomain(id: number, signal?: AbortSignal): Promise<DomainDetail> {
  return (
    await apiRequest(domainPath(domainPaths.detail, id), {
      schema: domainDetailSchema,
      ...(signal ? { signal } : {}),
    })
  ).data;
}

const isMoving = (domain: Domain) =>
  domain.open_operation !== null && domain.open_operation.status === 'pending';

export const domainsQueryOptions = () =>
  queryOptions({
    queryKey: domainsQueryKey,
    queryFn: ({ signal }) => getDomains(signal),
    refetchInterval: (query) => (query.state.data?.domains.some(isMoving) ? DOMAIN_POLL_MS : false),
  });

/** The customer's domains; polled while the registrar is still answering for one of them. */
export function useDomains() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...domainsQueryOptions(), enabled: isLoggedIn });
}

/** The cabinet menu's "my domains" count, sharing the list's fetch. */
export function useDomainsCount(): number {
  return useDomains().data?.total ?? 0;
}

/** One domain with its operations, history and prices; polled while an API operation is open. */
export function useDomain(id: number | undefined) {
  return useQuery({
    queryKey: domainQueryKey(id ?? 0),
    queryFn: ({ signal }) => getDomain(id ?? 0, signal),
    enabled: id !== undefined && id > 0,
    refetchInterval: (query) => (query.state.data && isMoving(query.state.data) ? DOMAIN_POLL_MS : false),
  });
}
