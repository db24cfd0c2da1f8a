import { type BankInvoice, bankInvoiceSchema, documentPaths } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { documentsQueryKey } from './documents';

/** A company's invoice to pay by bank transfer; sent once (Idempotency-Key), it joins the documents. */
export function useCreateBankInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (amount: string): Promise<BankInvoice> =>
      (
        await apiRequest(documentPaths.bankInvoices, {
          method: 'POST',
          body: { amount },
          idempotent: true,
          schema: bankInvoiceSchema,
        })
      ).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}
