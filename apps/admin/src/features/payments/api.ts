import {
  adminPaths,
  adminPaymentSchema,
  dailyTotalSchema,
  type ReconciliationKind,
  reconciliationItemSchema,
  type SettleRequest,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiBlob } from '@/lib/api';

const queryString = (values: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));

export const usePayments = (filters: Record<string, string | undefined>) =>
  useQuery({
    queryKey: ['payments', filters],
    queryFn: ({ signal }) =>
      api(`${adminPaths.payments}?${queryString(filters)}`, { signal, schema: z.array(adminPaymentSchema) }),
    placeholderData: keepPreviousData,
  });

export const useDailyTotals = (range: { from: string; to: string }) =>
  useQuery({
    queryKey: ['daily-totals', range],
    queryFn: ({ signal }) =>
      api(`${adminPaths.paymentTotals}?${queryString(range)}`, { signal, schema: z.array(dailyTotalSchema) }),
  });

/**
 * The CSV needs the staff token, which a plain link cannot carry: it is fetched, then handed to the browser as a
 * download.
 */
export async function downloadTotalsCsv(
  range: { from: string; to: string },
  filename: string,
): Promise<void> {
  const file = await apiBlob(`${adminPaths.paymentTotalsCsv}?${queryString(range)}`);
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

export const useReconciliation = () =>
  useQuery({
    queryKey: ['reconciliation'],
    queryFn: ({ signal }) =>
      api(adminPaths.reconciliation, { signal, schema: z.array(reconciliationItemSchema) }),
  });

export function useSettle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, body }: { kind: ReconciliationKind; id: number; body: SettleRequest }) =>
      api(adminPaths.reconciliationSettle.replace(':kind', kind).replace(':id', String(id)), {
        method: 'POST',
        body,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['reconciliation'] });
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
