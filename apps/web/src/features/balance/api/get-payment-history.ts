import { type PaymentHistoryEntry, paymentHistoryEntrySchema, paymentPaths } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { useIsLoggedIn } from '@/lib/session';

export const paymentHistoryQueryKey = ['payment', 'history'] as const;

const historySchema = z.array(paymentHistoryEntrySchema);

/** Thrown when the answer is not the list we expect (docs/product/messages.md: "bad data" has its own message). */
export class BadHistoryDataError extends Error {
  constructor() {
    super('Payment history answer has an unexpected shape');
    this.name = 'BadHistoryDataError';
  }
}

export async function getPaymentHistory(signal?: AbortSignal): Promise<PaymentHistoryEntry[]> {
  const options = signal ? { signal } : {};
  const parsed = historySchema.safeParse((await apiRequest<unknown>(paymentPaths.history, options)).data);
  if (!parsed.success) throw new BadHistoryDataError();
  return parsed.data;
}

export const paymentHistoryQueryOptions = () =>
  queryOptions({ queryKey: paymentHistoryQueryKey, queryFn: ({ signal }) => getPaymentHistory(signal) });

/** The customer's ledger, newest first; fetched once and filtered on the client. */
export function usePaymentHistory() {
  const isLoggedIn = useIsLoggedIn();
  return useQuery({ ...paymentHistoryQueryOptions(), enabled: isLoggedIn });
}
