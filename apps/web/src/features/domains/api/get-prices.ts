import { type DomainZone, domainPaths, domainPriceListSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type ZonePrices = ReturnType<typeof domainPriceListSchema.parse>[number];

export async function getZonePrices(zone: DomainZone, signal?: AbortSignal): Promise<ZonePrices | undefined> {
  const query = new URLSearchParams({ zone });
  return (
    await apiRequest(`${domainPaths.prices}?${query}`, {
      schema: domainPriceListSchema,
      ...(signal ? { signal } : {}),
    })
  ).data.find((row) => row.zone === zone);
}

/** The register, renew, transfer and restore prices of one zone by term; nothing asked without a zone. */
export function useZonePrices(zone: DomainZone | undefined) {
  return useQuery({
    queryKey: ['domains', 'prices', zone] as const,
    queryFn: ({ signal }) => getZonePrices(zone as DomainZone, signal),
    enabled: zone !== undefined,
  });
}
