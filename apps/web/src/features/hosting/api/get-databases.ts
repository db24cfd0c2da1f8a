import { type DatabaseList, databaseListSchema, databasePath, hostingDatabasePaths } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { databasesQueryKey } from './mail-db-keys';

export async function getDatabases(orderId: number, signal?: AbortSignal): Promise<DatabaseList> {
  const path = databasePath(hostingDatabasePaths.databases, orderId);
  return (await apiRequest(path, { schema: databaseListSchema, ...(signal ? { signal } : {}) })).data;
}

/** The order's databases, the name prefix, the charsets offered and whether phpMyAdmin opens from here. */
export function useDatabases(orderId: number) {
  return useQuery({
    queryKey: databasesQueryKey(orderId),
    queryFn: ({ signal }) => getDatabases(orderId, signal),
  });
}
