import { adminPaths, adminPaymentSchema } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { queryString } from './query-string';

export const usePayments = (filters: Record<string, string | undefined>) =>
  useQuery({
    queryKey: ['payments', filters],
    queryFn: ({ signal }) =>
      api(`${adminPaths.payments}?${queryString(filters)}`, { signal, schema: z.array(adminPaymentSchema) }),
    placeholderData: keepPreviousData,
  });
