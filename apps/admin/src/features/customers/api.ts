import {
  adminDomainPaths,
  adminPath,
  adminPaths,
  adminRecordPath,
  type BalanceAdjustmentRequest,
  balanceAdjustmentResultSchema,
  customerDetailSchema,
  customerSummarySchema,
} from '@portal/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export const useCustomerSearch = (q: string) =>
  useQuery({
    queryKey: ['customers', q],
    queryFn: ({ signal }) =>
      api(`${adminPaths.customers}?q=${encodeURIComponent(q)}`, {
        signal,
        schema: z.array(customerSummarySchema),
      }),
    placeholderData: keepPreviousData,
  });

export const useCustomer = (id: number) =>
  useQuery({
    queryKey: ['customer', id],
    queryFn: ({ signal }) =>
      api(adminPath(adminPaths.customer, id), { signal, schema: customerDetailSchema }),
  });

/** A change to one customer; their page and the audit log are read again afterwards. */
function useCustomerChange<Body>(id: number, send: (body: Body) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['customer', id] });
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

export const useAdjustBalance = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BalanceAdjustmentRequest) =>
      api(adminPath(adminPaths.balanceAdjustments, id), {
        method: 'POST',
        body,
        idempotent: true,
        schema: balanceAdjustmentResultSchema,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['customer', id] });
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
      await queryClient.invalidateQueries({ queryKey: ['adjustment-requests'] });
    },
  });
};

export const useBlock = (id: number) =>
  useCustomerChange(id, (body: { reason: string }) =>
    api(adminPath(adminPaths.customerBlock, id), { method: 'POST', body }),
  );

export const useUnblock = (id: number) =>
  useCustomerChange(id, (_: null) => api(adminPath(adminPaths.customerUnblock, id), { method: 'POST' }));

export const useEndSessions = (id: number) =>
  useCustomerChange(id, (_: null) => api(adminPath(adminPaths.customerSessions, id), { method: 'DELETE' }));

export const useAddNote = (id: number) =>
  useCustomerChange(id, (body: { body: string }) =>
    api(adminPath(adminPaths.customerNotes, id), { method: 'POST', body }),
  );

export const useApproveRecord = (id: number) =>
  useCustomerChange(id, (recordId: number) =>
    api(adminRecordPath(adminDomainPaths.recordApprove, id, recordId), { method: 'PUT' }),
  );

export const useRejectRecord = (id: number) =>
  useCustomerChange(id, ({ recordId, reason }: { recordId: number; reason: string }) =>
    api(adminRecordPath(adminDomainPaths.recordReject, id, recordId), { method: 'PUT', body: { reason } }),
  );
