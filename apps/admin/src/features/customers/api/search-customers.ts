import { adminPaths, customerSearchResultSchema } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export const useCustomerSearch = (q: string) =>
  useQuery({
    queryKey: ['customers', q],
    queryFn: ({ signal }) =>
      api(`${adminPaths.customers}?q=${encodeURIComponent(q)}`, {
        signal,
        schema: z.array(customerSearchResultSchema),
      }),
    placeholderData: keepPreviousData,
  });
