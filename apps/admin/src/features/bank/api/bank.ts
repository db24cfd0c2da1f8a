import {
  adminBankPaths,
  adminPaths,
  type BankLineNotOursRequest,
  type BankPaymentRequest,
  type BankStatementUpload,
  bankLineHandledSchema,
  bankPaymentSchema,
  bankStatementLineSchema,
  bankStatementSchema,
  customerSearchResultSchema,
  type SellerDetails,
  sellerDetailsSchema,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

const unmatchedKey = ['bank', 'unmatched'] as const;
const sellerKey = ['bank', 'seller'] as const;

export const useUnmatchedLines = () =>
  useQuery({
    queryKey: unmatchedKey,
    queryFn: ({ signal }) =>
      api(adminBankPaths.unmatched, { signal, schema: z.array(bankStatementLineSchema) }),
  });

/** A payment by hand: credited at once (once per invoice); the audit log and the customer's page change. */
export function useRecordBankPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BankPaymentRequest) =>
      api(adminBankPaths.payments, { method: 'POST', body, schema: bankPaymentSchema }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['customer'] });
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

/** The statement's preview: nothing is credited until it is confirmed. */
export const useUploadStatement = () =>
  useMutation({
    mutationFn: (body: BankStatementUpload) =>
      api(adminBankPaths.statements, { method: 'POST', body, schema: bankStatementSchema }),
  });

export function useConfirmStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api(adminBankPaths.statementConfirm.replace(':id', String(id)), {
        method: 'POST',
        schema: bankStatementSchema,
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: unmatchedKey });
      await queryClient.invalidateQueries({ queryKey: ['customer'] });
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

export const useSellerDetails = () =>
  useQuery({
    queryKey: sellerKey,
    queryFn: ({ signal }) => api(adminBankPaths.seller, { signal, schema: sellerDetailsSchema }),
  });

export function useUpdateSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerDetails) =>
      api(adminBankPaths.seller, { method: 'PUT', body, schema: sellerDetailsSchema }),
    onSuccess: (seller) => queryClient.setQueryData(sellerKey, seller),
  });
}

/** The console's one search, for picking whom an unmatched line is credited to. */
export const useLineCustomerSearch = (q: string) =>
  useQuery({
    queryKey: ['customers', q],
    queryFn: ({ signal }) =>
      api(`${adminPaths.customers}?q=${encodeURIComponent(q)}`, {
        signal,
        schema: z.array(customerSearchResultSchema),
      }),
    enabled: q !== '',
  });

/** Credits an unmatched line to a customer, once (the key makes a retried click harmless). */
export function useAssignLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, customerId }: { lineId: number; customerId: number }) =>
      api(adminBankPaths.lineAssign.replace(':id', String(customerId)).replace(':line_id', String(lineId)), {
        method: 'POST',
        idempotent: true,
        schema: bankLineHandledSchema,
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: unmatchedKey });
      await queryClient.invalidateQueries({ queryKey: ['customer'] });
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}

export function useMarkLineNotOurs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, body }: { lineId: number; body: BankLineNotOursRequest }) =>
      api(adminBankPaths.lineNotOurs.replace(':id', String(lineId)), {
        method: 'POST',
        body,
        schema: bankLineHandledSchema,
      }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: unmatchedKey });
      await queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
}
