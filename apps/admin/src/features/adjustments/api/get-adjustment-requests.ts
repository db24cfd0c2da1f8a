import { adjustmentRequestSchema, adminAdjustmentPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export const useAdjustmentRequests = (status: 'pending' | 'decided', enabled = true) =>
  useQuery({
    enabled,
    queryKey: ['adjustment-requests', status],
    queryFn: ({ signal }) =>
      api(`${adminAdjustmentPaths.requests}?status=${status}`, {
        signal,
        schema: z.array(adjustmentRequestSchema),
      }),
  });
