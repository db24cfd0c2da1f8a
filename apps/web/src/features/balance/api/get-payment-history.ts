import { type PaymentHistoryEntry, paymentHistoryEntrySchema, paymentPaths } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';

export const paymentHistoryQueryKey = ['payment', 'history'] as const;

const historySchema = z.array(paymentHistoryEntrySchema);

/** An answer that is not the list we expect fails as the kit's unexpected answer (isUnexpectedAnswer). */
export async function getPaymentHistory(signal?: AbortSignal): Promise<PaymentHistoryEntry[]> {
  return (await apiRequest(paymentPaths.history, { schema: historySchema, ...(signal ? { signal } : {}) }))
    .data;
}

export const paymentHistoryQueryOptions = () =>
  queryOptions({ queryKey: paymentHistoryQueryKey, queryFn: ({ signal }) => getPaymentHistory(signal) });

/** The customer's ledger, newest first; fetched once and filtered on the client. */
export function usePaymentHistory() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...paymentHistoryQueryOptions(), enabled: isLoggedIn });
}
