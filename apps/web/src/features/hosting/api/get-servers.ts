import { type HostingServer, hostingPaths, serverSchema } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const serversQueryKey = ['hosting', 'servers'] as const;

const serversSchema = z.array(serverSchema);

/** docs/product/hosting.md: a malformed answer or a failure is only logged, and the list stays empty (no-servers message). */
export async function getServers(signal?: AbortSignal): Promise<HostingServer[]> {
  try {
    const answer = await apiRequest<unknown>(hostingPaths.servers, signal ? { signal } : {});
    const parsed = serversSchema.safeParse(answer.data);
    if (parsed.success) return parsed.data;
    console.error('Hosting servers: unexpected answer', parsed.error);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    console.error('Hosting servers: request failed', error);
  }
  return [];
}

export const serversQueryOptions = () =>
  queryOptions({ queryKey: serversQueryKey, queryFn: ({ signal }) => getServers(signal) });

export const useServers = () => useQuery(serversQueryOptions());
