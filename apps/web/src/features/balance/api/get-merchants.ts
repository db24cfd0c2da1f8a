import { type MerchantInfo, merchantInfoSchema, paymentPaths } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const merchantsQueryKey = ['payment', 'merchants'] as const;

const merchantListSchema = z.array(merchantInfoSchema);

export async function getMerchants(signal?: AbortSignal): Promise<MerchantInfo[]> {
  return (
    await apiRequest(paymentPaths.merchants, { schema: merchantListSchema, ...(signal ? { signal } : {}) })
  ).data;
}

export const merchantsQueryOptions = () =>
  queryOptions({
    queryKey: merchantsQueryKey,
    queryFn: ({ signal }) => getMerchants(signal),
    staleTime: 5 * 60_000,
  });

/** The four top-up methods with their logos, support flag and amount bounds. */
export const useMerchants = () => useQuery(merchantsQueryOptions());
