import { hostingPaths, LIMITS, type Tariff, tariffSchema } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

// Under the per-server keys' prefix, so whatever refreshes ['hosting', 'tariffs'] refreshes this too.
export const catalogueTariffsQueryKey = ['hosting', 'tariffs', 'all'] as const;

const tariffsSchema = z.array(tariffSchema);
// A catalogue larger than this is not a price list anyone reads; it only bounds the loop.
const MAX_PAGES = 10;

/**
 * Every tariff of every server, for the public price list: one request for all servers (not one per server),
 * so a visitor's page costs the API two reads. The endpoint needs no login.
 */
export async function getCatalogueTariffs(signal?: AbortSignal): Promise<Tariff[]> {
  const tariffs: Tariff[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const query = new URLSearchParams({ per_page: String(LIMITS.pageSize), page: String(page) });
    const answer = await apiRequest(`${hostingPaths.tariffs}?${query}`, {
      schema: tariffsSchema,
      ...(signal ? { signal } : {}),
    });
    const rows = answer.data;
    tariffs.push(...rows);
    if (rows.length < LIMITS.pageSize || tariffs.length >= (answer.total ?? 0)) break;
  }
  return tariffs;
}

export const catalogueTariffsQueryOptions = () =>
  queryOptions({ queryKey: catalogueTariffsQueryKey, queryFn: ({ signal }) => getCatalogueTariffs(signal) });

export const useCatalogueTariffs = () => useQuery(catalogueTariffsQueryOptions());
