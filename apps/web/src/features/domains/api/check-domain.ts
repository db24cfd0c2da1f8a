import { type DomainCheckResult, domainCheckResultSchema, domainPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

const resultsSchema = z.array(domainCheckResultSchema);

/** Open to visitors: one row per zone (a name without a zone is checked in the common zones). */
export async function checkDomain(name: string, signal?: AbortSignal): Promise<DomainCheckResult[]> {
  const query = new URLSearchParams({ name });
  return (
    await apiRequest(`${domainPaths.check}?${query}`, {
      schema: resultsSchema,
      ...(signal ? { signal } : {}),
    })
  ).data;
}

/** Availability of `name`; nothing is asked for an empty name. A registry's answer is fresh for a minute. */
export function useDomainCheck(name: string) {
  return useQuery({
    queryKey: ['domains', 'check', name] as const,
    queryFn: ({ signal }) => checkDomain(name, signal),
    enabled: name !== '',
    staleTime: 60_000,
    retry: false,
  });
}
