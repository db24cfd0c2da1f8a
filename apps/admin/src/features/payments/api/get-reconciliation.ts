import { adminPaths, reconciliationItemSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export const useReconciliation = () =>
  useQuery({
    queryKey: ['reconciliation'],
    queryFn: ({ signal }) =>
      api(adminPaths.reconciliation, { signal, schema: z.array(reconciliationItemSchema) }),
  });
