import { adminPaths, type StaffLoginRequest, type StaffMe } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { getToken } from '@/lib/session';

export const logIn = (body: StaffLoginRequest) =>
  api<{ access_token: string }>(adminPaths.login, { method: 'POST', body });

export const logOut = () => api<null>(adminPaths.logout, { method: 'POST' });

export const meQueryKey = ['me'] as const;

/** The logged-in staff member with the permissions of their role; disabled without a token. */
export const useMe = () =>
  useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => api<StaffMe>(adminPaths.me, { signal }),
    enabled: getToken() !== null,
    staleTime: 60_000,
    retry: false,
  });
