import { adminPaths, adminStaffSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

export const staffQueryKey = ['staff'] as const;

/** Every staff member with their role and state. */
export const useStaff = () =>
  useQuery({
    queryKey: staffQueryKey,
    queryFn: ({ signal }) => api(adminPaths.staff, { signal, schema: z.array(adminStaffSchema) }),
  });
