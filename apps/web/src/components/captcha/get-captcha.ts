import { type Captcha, securityPaths } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const captchaQueryKey = ['captcha'] as const;

// The login and registration screens load without zod: the schema comes with the request.
const captchaAnswer = {
  load: () => import('@portal/contracts/session-answers').then((module) => module.captchaSchema),
};

export async function getCaptcha(signal?: AbortSignal): Promise<Captcha> {
  return (await apiRequest(securityPaths.captcha, { schema: captchaAnswer, ...(signal ? { signal } : {}) }))
    .data;
}

// A captcha is single-use: never serve it from cache, never refetch it behind the user's back.
export const captchaQueryOptions = () =>
  queryOptions({
    queryKey: captchaQueryKey,
    queryFn: ({ signal }) => getCaptcha(signal),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useCaptcha(enabled = true) {
  return useQuery({ ...captchaQueryOptions(), enabled });
}
