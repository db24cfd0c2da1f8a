import { adminPaths, deliverySchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

/** The latest notification deliveries (e-mail, SMS, Telegram) and how each went. */
export const useDeliveries = () =>
  useQuery({
    queryKey: ['deliveries'],
    queryFn: ({ signal }) => api(adminPaths.deliveries, { signal, schema: z.array(deliverySchema) }),
  });
