import {
  type AdminPayment,
  adminPaths,
  type DailyTotal,
  type ReconciliationItem,
  type ReconciliationKind,
  type SettleRequest,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api';
import { currentLanguage } from '@/lib/i18n';
import { getToken } from '@/lib/session';

const queryString = (values: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(values).filter((entry): entry is [string, string] => Boolean(entry[1])));

export const usePayments = (filters: Record<string, string | undefined>) =>
  useQuery({
    queryKey: ['payments', filters],
    queryFn: ({ signal }) =>
      api<AdminPayment[]>(`${adminPaths.payments}?${queryString(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const useDailyTotals = (range: { from: string; to: string }) =>
  useQuery({
    queryKey: ['daily-totals', range],
    queryFn: ({ signal }) =>
      api<DailyTotal[]>(`${adminPaths.paymentTotals}?${queryString(range)}`, { signal }),
  });

/**
 * The CSV needs the staff token, which a plain link cannot carry: it is fetched, then handed to the browser as a
 * download.
 */
export async function downloadTotalsCsv(
  range: { from: string; to: string },
  filename: string,
): Promise<void> {
  const response = await fetch(`${adminPaths.paymentTotalsCsv}?${queryString(range)}`, {
    headers: { Authorization: `Bearer ${getToken() ?? ''}`, 'Accept-Language': currentLanguage() },
  });
  if (!response.ok) throw new ApiError(response.status, 'INTERNAL', '');
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}

export const useReconciliation = () =>
  useQuery({
    queryKey: ['reconciliation'],
    queryFn: ({ signal }) => api<ReconciliationItem[]>(adminPaths.reconciliation, { signal }),
  });

export function useSettle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, body }: { kind: ReconciliationKind; id: number; body: SettleRequest }) =>
      api<null>(adminPaths.reconciliationSettle.replace(':kind', kind).replace(':id', String(id)), {
        method: 'POST',
        body,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['reconciliation'] });
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
