import { adminPaths, invitationDetailsSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Whom an invitation is for and the authenticator secret to add; disabled without a token. */
export const useInvitation = (token: string | null) =>
  useQuery({
    queryKey: ['invitation', token],
    enabled: token !== null,
    retry: false,
    queryFn: () =>
      api(adminPaths.invitation, { method: 'POST', body: { token }, schema: invitationDetailsSchema }),
  });
