import { type Invoice, invoiceSchema, paymentPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { unlessLive, useLiveConnected } from '@/lib/live-connection';

/** How often the result view asks whether the provider's callback has landed. */
export const INVOICE_POLL_MS = 2000;

export const invoiceQueryKey = (id: number) => ['payment', 'invoice', id] as const;

export async function getInvoice(id: number, signal?: AbortSignal): Promise<Invoice> {
  const path = paymentPaths.invoice.replace(':id', String(id));
  return (await apiRequest(path, { schema: invoiceSchema, ...(signal ? { signal } : {}) })).data;
}

/**
 * Polls a pending invoice every 2 s and stops once it is final (paid, cancelled or refunded), or when the
 * provider already told us this attempt failed (the invoice then stays pending for another attempt). While
 * the live stream is open it does not poll: the balance event of the payment refreshes it.
 */
export function useInvoice(id: number, { isAttemptFailed = false } = {}) {
  const isLive = useLiveConnected();
  return useQuery({
    queryKey: invoiceQueryKey(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
    staleTime: 0,
    refetchInterval: (query) =>
      unlessLive(
        isLive,
        query.state.data?.status === 'pending' && !isAttemptFailed ? INVOICE_POLL_MS : false,
      ),
  });
}
