import { adminPaths, staffMeSchema } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { getToken } from '@/lib/session';

export const meQueryKey = ['me'] as const;

/** The logged-in staff member with the permissions of their role; disabled without a token. */
export const useMe = () =>
  useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => api(adminPaths.me, { signal, schema: staffMeSchema }),
    enabled: getToken() !== null,
    staleTime: 60_000,
    retry: false,
  });
