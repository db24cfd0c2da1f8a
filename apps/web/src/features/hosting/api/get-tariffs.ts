import { hostingPaths, LIMITS, type Tariff, tariffSchema } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const tariffsQueryKey = (serverId: number) => ['hosting', 'tariffs', serverId] as const;

const tariffsSchema = z.array(tariffSchema);

export async function getTariffs(serverId: number, signal?: AbortSignal): Promise<Tariff[]> {
  const query = new URLSearchParams({ server_id: String(serverId), per_page: String(LIMITS.pageSize) });
  return (
    await apiRequest(`${hostingPaths.tariffs}?${query}`, {
      schema: tariffsSchema,
      ...(signal ? { signal } : {}),
    })
  ).data;
}

export const tariffsQueryOptions = (serverId: number) =>
  queryOptions({
    queryKey: tariffsQueryKey(serverId),
    queryFn: ({ signal }) => getTariffs(serverId, signal),
  });

/** The tariffs of one server; nothing is asked for an invalid id. */
export function useTariffs(serverId: number | undefined) {
  return useQuery({
    ...tariffsQueryOptions(serverId ?? 0),
    enabled: serverId !== undefined && serverId > 0,
  });
}
