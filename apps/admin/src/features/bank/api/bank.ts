import {
  adminBankPaths,
  type BankPaymentRequest,
  type BankStatementUpload,
  bankPaymentSchema,
  bankStatementLineSchema,
  bankStatementSchema,
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
