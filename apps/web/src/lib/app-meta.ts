import { type AppMeta, metaPath } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// Every page's header asks for it: the schema (and zod) load with the request, not with the page.
const appMetaAnswer = {
  load: () => import('@portal/contracts/session-answers').then((module) => module.appMetaSchema),
};

export async function getAppMeta(signal?: AbortSignal): Promise<AppMeta> {
  return (await apiRequest(metaPath, { schema: appMetaAnswer, ...(signal ? { signal } : {}) })).data;
}

export const appMetaQueryOptions = () =>
  queryOptions({ queryKey: ['app-meta'], queryFn: ({ signal }) => getAppMeta(signal), staleTime: Infinity });

/** Demo mode and the support contacts; `data` is undefined while loading or when the API is unreachable. */
export const useAppMeta = () => useQuery(appMetaQueryOptions());
