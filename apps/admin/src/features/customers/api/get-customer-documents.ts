import { adminBankPaths, adminPath, moneyDocumentSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

/** The customer's money documents, as the cabinet lists them (staff may open each PDF). */
export const useCustomerDocuments = (id: number) =>
  useQuery({
    queryKey: ['customer', id, 'documents'],
    queryFn: ({ signal }) =>
      api(adminPath(adminBankPaths.customerDocuments, id), {
        signal,
        schema: z.array(moneyDocumentSchema),
      }),
  });
