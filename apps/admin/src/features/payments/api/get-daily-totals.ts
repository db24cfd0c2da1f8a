import { adminPaths, dailyTotalSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { queryString } from './query-string';

export const useDailyTotals = (range: { from: string; to: string }) =>
  useQuery({
    queryKey: ['daily-totals', range],
    queryFn: ({ signal }) =>
      api(`${adminPaths.paymentTotals}?${queryString(range)}`, { signal, schema: z.array(dailyTotalSchema) }),
  });
