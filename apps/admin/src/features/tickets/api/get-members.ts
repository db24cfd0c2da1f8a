import { adminPaths, adminStaffSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';

/**
 * The staff a ticket may be given to. The API lists staff only to those who manage them (the owner), so the
 * others assign to themselves or to nobody.
 */
export const useMembers = (enabled: boolean) =>
  useQuery({
    queryKey: ['staff'],
    queryFn: ({ signal }) => api(adminPaths.staff, { signal, schema: z.array(adminStaffSchema) }),
    enabled,
    select: (staff) => staff.filter((member) => member.state === 'active' && member.role !== 'readonly'),
  });
