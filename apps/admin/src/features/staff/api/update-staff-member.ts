import { adminPath, adminPaths, noDataSchema, type StaffRole } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { staffQueryKey } from './get-staff';

/** A member's role or disabled state; the list is read again. */
export function useUpdateStaffMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role, disabled }: { id: number; role: StaffRole; disabled: boolean }) =>
      api(adminPath(adminPaths.staffMember, id), {
        method: 'PUT',
        body: { role, disabled },
        schema: noDataSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
