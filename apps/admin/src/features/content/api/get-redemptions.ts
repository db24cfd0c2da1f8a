import { adminPath, adminPaths, adminRedemptionSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export const useRedemptions = (id: number | null) =>
  useQuery({
    queryKey: ['redemptions', id],
    enabled: id !== null,
    queryFn: ({ signal }) =>
      api(adminPath(adminPaths.promoCodeRedemptions, id ?? 0), {
        signal,
        schema: z.array(adminRedemptionSchema),
      }),
  });
