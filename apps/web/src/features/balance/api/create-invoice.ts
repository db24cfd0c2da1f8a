import { type CreateInvoiceRequest, type CreateInvoiceResponse, paymentPaths } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function createInvoice(body: CreateInvoiceRequest): Promise<Partial<CreateInvoiceResponse>> {
  // The answer is checked by the caller: a missing payment_url has its own message (docs/product/messages.md).
  const { data } = await apiRequest<Partial<CreateInvoiceResponse> | null>(paymentPaths.createInvoice, {
    method: 'POST',
    body,
    idempotent: true,
  });
  return data ?? {};
}

/** Nothing cached changes until the provider confirms the payment, so there is nothing to invalidate here. */
export const useCreateInvoice = () => useMutation({ mutationFn: createInvoice });
