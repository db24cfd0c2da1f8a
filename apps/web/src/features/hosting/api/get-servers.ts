import { type HostingServer, hostingPaths, serverSchema } from '@portal/contracts';
import { isUnexpectedAnswer } from '@portal/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const serversQueryKey = ['hosting', 'servers'] as const;

const serversSchema = z.array(serverSchema);

/** docs/product/hosting.md: a malformed answer or a failure is only logged, and the list stays empty (no-servers message). */
export async function getServers(signal?: AbortSignal): Promise<HostingServer[]> {
  try {
    return (await apiRequest(hostingPaths.servers, { schema: serversSchema, ...(signal ? { signal } : {}) }))
      .data;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const what = isUnexpectedAnswer(error) ? 'unexpected answer' : 'request failed';
    console.error(`Hosting servers: ${what}`, error);
  }
  return [];
}

export const serversQueryOptions = () =>
  queryOptions({ queryKey: serversQueryKey, queryFn: ({ signal }) => getServers(signal) });

export const useServers = () => useQuery(serversQueryOptions());
