import {
  type CreateInvoiceRequest,
  type CreateInvoiceResponse,
  createInvoiceResponseSchema,
  paymentPaths,
} from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** An answer without its payment link fails as the kit's unexpected answer: the form words it (docs/product/messages.md). */
export async function createInvoice(body: CreateInvoiceRequest): Promise<CreateInvoiceResponse> {
  const { data } = await apiRequest(paymentPaths.createInvoice, {
    method: 'POST',
    body,
    idempotent: true,
    schema: createInvoiceResponseSchema,
  });
  return data;
}

/** Nothing cached changes until the provider confirms the payment, so there is nothing to invalidate here. */
export const useCreateInvoice = () => useMutation({ mutationFn: createInvoice });
