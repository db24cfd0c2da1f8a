import { adminPaths, type StaffInvitationRequest, staffInvitationSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { staffQueryKey } from './get-staff';

/** Invites a colleague: answers the one-time link to hand over; the list is read again. */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInvitationRequest) =>
      api(adminPaths.staffInvitations, { method: 'POST', body, schema: staffInvitationSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffQueryKey }),
  });
}
