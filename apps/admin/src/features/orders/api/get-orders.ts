import { adminOrderRowSchema, adminPaths } from '@portal/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export const useOrders = (filters: Record<string, string | undefined>) =>
  useQuery({
    queryKey: ['orders', filters],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams(
        Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
      );
      return api(`${adminPaths.orders}?${query}`, { signal, schema: z.array(adminOrderRowSchema) });
    },
    placeholderData: keepPreviousData,
  });
