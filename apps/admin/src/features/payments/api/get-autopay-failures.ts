import { adminCardPaths, autopayFailureSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export const useAutopayFailures = (page: number) =>
  useQuery({
    queryKey: ['autopay-failures', page],
    queryFn: ({ signal }) =>
      api(`${adminCardPaths.autopayFailures}?page=${page}`, {
        signal,
        schema: z.array(autopayFailureSchema),
      }),
  });
