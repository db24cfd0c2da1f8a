import { adminPaths, adminPromoCodeSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export const usePromoCodes = () =>
  useQuery({
    queryKey: ['promo-codes'],
    queryFn: ({ signal }) => api(adminPaths.promoCodes, { signal, schema: z.array(adminPromoCodeSchema) }),
  });
