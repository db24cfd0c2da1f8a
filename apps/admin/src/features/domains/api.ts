import {
  adminDomainPaths,
  adminDomainPricePath,
  adminDomainPriceSchema,
  adminPath,
  type CompleteOperationRequest,
  driftReportSchema,
  queueItemSchema,
  registrarStatusSchema,
  syncResultSchema,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export const useQueue = () =>
  useQuery({
    queryKey: ['domain-queue'],
    queryFn: ({ signal }) => api(adminDomainPaths.queue, { signal, schema: z.array(queueItemSchema) }),
    // Orders arrive while the page is open; the operator sees them without reloading.
    refetchInterval: 60_000,
  });

/** Completing or rejecting an order changes the queue, the dashboard count and the audit log. */
function useQueueChange<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: async () => {
      // A 409 (someone else was first) changes the queue too: read it again either way.
      await queryClient.invalidateQueries({ queryKey: ['domain-queue'] });
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

export const useCompleteOperation = () =>
  useQueueChange(({ id, body }: { id: number; body: CompleteOperationRequest }) =>
    api(adminPath(adminDomainPaths.operationComplete, id), { method: 'POST', body }),
  );

export const useRejectOperation = () =>
  useQueueChange(({ id, reason }: { id: number; reason: string }) =>
    api(adminPath(adminDomainPaths.operationReject, id), { method: 'POST', body: { reason } }),
  );

export const useDomainPrices = () =>
  useQuery({
    queryKey: ['domain-prices'],
    queryFn: ({ signal }) =>
      api(adminDomainPaths.prices, { signal, schema: z.array(adminDomainPriceSchema) }),
  });

export interface PriceCell {
  zone: string;
  action: string;
  years: number;
}

export function usePriceChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cell, price }: { cell: PriceCell; price: string | null }) =>
      api(adminDomainPricePath(cell.zone, cell.action, cell.years), {
        method: price === null ? 'DELETE' : 'PUT',
        ...(price === null ? {} : { body: { price } }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['domain-prices'] }),
  });
}

export const useRegistrarStatus = () =>
  useQuery({
    queryKey: ['registrar-status'],
    queryFn: ({ signal }) => api(adminDomainPaths.registrar, { signal, schema: registrarStatusSchema }),
  });

/** The sync's corrections; with `dryRun`, also what a sync would change now (it asks the registrar). */
export const useDrift = (dryRun: boolean) =>
  useQuery({
    queryKey: ['domain-drift', dryRun],
    queryFn: ({ signal }) =>
      api(`${adminDomainPaths.drift}?dry_run=${dryRun ? '1' : '0'}`, { signal, schema: driftReportSchema }),
  });

export function useSyncNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(adminDomainPaths.sync, { method: 'POST', schema: syncResultSchema }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['domain-drift'] });
      await queryClient.invalidateQueries({ queryKey: ['registrar-status'] });
    },
  });
}
