import { adminPath, adminPaths, supportSessionSchema } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Opens a 30-minute session of the customer for a stated reason (audited); answers its portal link. */
export const useOpenSupportSession = (customerId: number) =>
  useMutation({
    mutationFn: (body: { reason: string }) =>
      api(adminPath(adminPaths.customerSupportSessions, customerId), {
        method: 'POST',
        body,
        schema: supportSessionSchema,
      }),
  });
