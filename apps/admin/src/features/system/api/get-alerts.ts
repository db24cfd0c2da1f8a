import { adminAlertSchema, adminPaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

/** The alerts staff were sent and nobody has resolved yet, oldest first. */
export const useAlerts = () =>
  useQuery({
    queryKey: ['alerts'],
    queryFn: ({ signal }) => api(adminPaths.alerts, { signal, schema: z.array(adminAlertSchema) }),
  });
